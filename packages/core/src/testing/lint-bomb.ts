// The largest pack the limits allow (or a bigger one): many commands, 1 MiB files, 200 files, 5 MiB in all.
import { packLimits } from "../pack/pack-files.js";

export interface BombOptions {
  /** How many commands surface.json declares (packLimits.maxCommands is the most lint checks one by one). */
  commands: number;
  /** Every `unshownEvery`-th command is left out of HARNESS.md (an S003 finding each); 0 shows them all. */
  unshownEvery?: number;
  /** Fill the pack up to 200 files and 5 MiB with extra files (default true). */
  fill?: boolean;
}

/** A file's text padded with `filler` lines to just under `bytes` (ASCII only, so length is bytes). */
function padTo(text: string, bytes: number, filler: string): string {
  const room = bytes - text.length;
  if (room <= 0) return text;
  return text + filler.repeat(Math.floor(room / filler.length));
}

const key = (i: number) => `group${i % 97}.cmd${i}`;

/** One command: args with a pattern, and when `rich` more args, a title and a card preview. */
function command(i: number, rich: boolean): Record<string, unknown> {
  return {
    description: `Command number ${i} of the generated pack.`,
    cli: [
      "gen",
      `group${i % 97}`,
      `cmd${i}`,
      "{{target}}",
      ...(rich ? ["--count", "{{count}}", "--note={{note}}"] : []),
    ],
    args: {
      type: "object",
      properties: {
        target: {
          type: "string",
          description: "What to act on",
          examples: ["t-1"],
          pattern: "^[a-z]+-[0-9]+$",
          "x-position": 0,
        },
        ...(rich && {
          count: { type: "integer", description: "How many", examples: [3], minimum: 1 },
          note: { type: "string", description: "A note", examples: ["hello"], maxLength: 200 },
        }),
      },
      required: ["target"],
    },
    ...(rich && {
      title: { live: [`Working on {{target}} (${i})`, "Working"], done: ["Done with {{result.id}}", "Done"] },
      preview: { kind: "record", title: "Change {{target}}", fields: { target: "{{target}}", count: "{{count}}" } },
    }),
  };
}

/** A generated pack of `commands` commands, each file just under 1 MiB and the whole just under 5 MiB. */
export function lintBombPack({ commands, unshownEvery = 10, fill = true }: BombOptions): Record<string, string> {
  const mib = packLimits.maxFileBytes;
  const rows: Record<string, unknown> = {};
  for (let i = 0; i < commands; i++) {
    rows[key(i)] = i % 3 === 0 ? { effect: "write", approval: "always", reason: "Changes things" } : { effect: "read" };
  }
  const surfaceOf = (rich: boolean, padding = "") => ({
    id: "bomb",
    name: `Lint bomb${padding}`,
    kind: "wrap",
    cliBin: "gen",
    transports: ["cli", "json_exec"],
    binding: { mode: "local", hub: "local-credential" },
    wrap: { bin: "./bin/gen.mjs" },
    verbs: Object.fromEntries(Array.from({ length: commands }, (_, i) => [key(i), command(i, rich)])),
  });
  // As rich as 1 MiB allows (indented, else on one line), then padded by its name to just under 1 MiB.
  const forms = [
    { rich: true, space: 1 },
    { rich: false, space: 1 },
    { rich: false, space: 0 },
  ];
  const size = (f: { rich: boolean; space: number }) => JSON.stringify(surfaceOf(f.rich), null, f.space).length;
  const form = forms.find((f) => size(f) < mib - 1024) ?? { rich: false, space: 0 };
  const room = mib - 1024 - size(form);
  const surface = surfaceOf(form.rich, room > 0 ? " of generated commands".repeat(Math.floor(room / 22)) : "");

  const lines = ["# Generated", "", "`gen` does generated things. Each command, in its CLI form:", ""];
  for (let i = 0; i < commands; i++) {
    if (unshownEvery > 0 && i % unshownEvery === unshownEvery - 1) continue;
    lines.push(`- \`gen group${i % 97} cmd${i} <target>\`: command ${i}, see also gen group${i % 97}.`);
  }
  const filler = "This paragraph explains how gen behaves in detail, with examples (gen group1 cmdX) and caveats.\n";
  const files: Record<string, string> = {
    "surface.json": JSON.stringify(surface, null, form.space),
    "policy.json": padTo(JSON.stringify({ surface_id: "bomb", verbs: rows }, null, 1), mib - 1024, " "),
    "HARNESS.md": padTo(`${lines.join("\n")}\n\n`, mib - 1024, filler),
    "bin/gen.mjs": "#!/usr/bin/env node\nconsole.log('{}')\n",
  };
  if (!fill) return files;
  const used = Object.values(files).reduce((n, t) => n + t.length, 0);
  const extra = packLimits.maxFiles - Object.keys(files).length;
  const each = Math.floor((packLimits.maxTotalBytes - used - 4096) / extra);
  const body = "export const note = 'generated data: gen group1 cmd1';\n";
  for (let i = 0; i < extra; i++) files[`data/part${i}.mjs`] = padTo(`// part ${i}\n`, each, body);
  return files;
}
