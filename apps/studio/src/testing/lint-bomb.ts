// The largest pack the studio's limits allow (DECISIONS.md 1), built to cost lint the most: the tests' and the
// load benchmark's "lint bomb". Commands as rich as 1 MiB allows (arguments, titles, cards); HARNESS.md shows none.
// Test support: tests and benches import it, production code never (layers.test.ts).
import { packLimits, utf8Length } from "@packstudio/core";

/** The most commands a pack may hold (core's cap, docs/decisions.md): lint checks no more than these. */
export const bombCommands: number = packLimits.maxCommands;

const json = (value: unknown) => JSON.stringify(value);

/** A command: as rich as the file has room for (arguments, titles, a card), else leaner. */
function verb(i: number, description: string, rich: boolean) {
  const write = i % 3 === 0;
  if (!rich) return { description, cli: ["bomb", `g${i % 50}`, `cmd${i}`, "{{target}}"] };
  return {
    description,
    cli: ["bomb", `g${i % 50}`, `cmd${i}`, "{{target}}", "--note={{note}}"],
    args: {
      type: "object",
      properties: {
        target: { type: "string", description: "What to act on", examples: [`t-${i}`], "x-position": 0 },
        note: { type: "string", description: "A note", examples: ["hello"] },
      },
      required: ["target"],
    },
    title: { live: [`Working on {{target}} (${i})`, "Working"], done: ["Done with {{target}}", "Done"] },
    ...(write && { preview: { kind: "record", title: "Change {{target}}", fields: { target: "{{target}}" } } }),
  };
}

/** surface.json with `count` commands as rich as 1 MiB allows, their descriptions padded to come close to it. */
function surfaceJson(count: number): string {
  const surface = (rich: boolean, pad: number) => ({
    id: "bomb",
    name: "Lint bomb",
    kind: "wrap",
    cliBin: "bomb",
    transports: ["cli", "json_exec"],
    binding: { mode: "local", hub: "none" },
    wrap: { bin: "./bin/bomb.mjs" },
    verbs: Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `g${i % 50}.cmd${i}`,
        verb(i, `Command ${i}.${" x".repeat(pad)}`, rich),
      ]),
    ),
  });
  const room = packLimits.maxFileBytes - 1024;
  const rich = utf8Length(json(surface(true, 0))) <= room;
  const bare = utf8Length(json(surface(rich, 0)));
  if (bare > room) throw new Error(`${count} commands do not fit in surface.json's 1 MiB`);
  return json(surface(rich, Math.floor((room - bare) / count / 2)));
}

/**
 * HARNESS.md just under 1 MiB that names the CLI everywhere and shows no command: each command's form is
 * nearly there ("bomb g1 cmd1-x", a word glued on), so a search for it scans the whole text.
 */
function harness(count: number): string {
  const lines = ["# Lint bomb", "", "`bomb` is a CLI with many commands, none of them shown below.", ""];
  let size = utf8Length(lines.join("\n"));
  for (let i = 0; size < packLimits.maxFileBytes - 256; i++) {
    const line = `- bomb g${i % 50} cmd${i % count}-x nearly shows a command, and bomb g${i % 50}cmd does not.`;
    lines.push(line);
    size += utf8Length(line) + 1;
  }
  return `${lines.join("\n")}\n`;
}

/** The lint bomb: the cap's commands, a 1 MiB surface.json and HARNESS.md, and other files up to 5 MiB in all. */
export function lintBomb(count = bombCommands): Record<string, string> {
  const verbs = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `g${i % 50}.cmd${i}`,
      i % 3 === 0 ? { effect: "write", approval: "always", reason: "Changes things" } : { effect: "read" },
    ]),
  );
  const files: Record<string, string> = {
    "surface.json": surfaceJson(count),
    "policy.json": json({ surface_id: "bomb", verbs }),
    "HARNESS.md": harness(count),
    "bin/bomb.mjs": "#!/usr/bin/env node\nconsole.log('{}')\n",
  };
  // The rest of the 5 MiB as documentation files of at most 1 MiB each (a pack's files travel with it).
  let total = Object.values(files).reduce((n, text) => n + utf8Length(text), 0);
  for (let part = 1; total < packLimits.maxTotalBytes - 1024; part++) {
    const size = Math.min(packLimits.maxFileBytes - 1024, packLimits.maxTotalBytes - 1024 - total);
    files[`docs/part-${part}.md`] = `# Part ${part}\n\n${"Notes about the bomb CLI. ".repeat(size / 25)}`.slice(
      0,
      size,
    );
    total += utf8Length(files[`docs/part-${part}.md`] ?? "");
  }
  return files;
}
