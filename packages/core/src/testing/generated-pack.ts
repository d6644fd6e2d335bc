// A generated pack for benchmarks: 12 commands with args, titles and previews, and a 60 KiB HARNESS.md.
export function generatedPack(): Record<string, string> {
  const verbs: Record<string, unknown> = {};
  const rows: Record<string, unknown> = {};
  for (let i = 0; i < 12; i++) {
    const key = `group.cmd${i}`;
    const write = i % 3 === 0;
    verbs[key] = {
      description: `Command number ${i} of the generated pack.`,
      cli: ["gen", "group", `cmd${i}`, "{{target}}", "--count", "{{count}}", "--note={{note}}"],
      args: {
        type: "object",
        properties: {
          target: { type: "string", description: "What to act on", examples: ["t-1"], "x-position": 0 },
          count: { type: "integer", description: "How many", examples: [3] },
          note: { type: "string", description: "A note", examples: ["hello"] },
        },
        required: ["target"],
      },
      title: { live: [`Working on {{target}} (${i})`, "Working"], done: ["Done with {{result.id}}", "Done"] },
      ...(write && {
        preview: { kind: "record", title: "Change {{target}}", fields: { target: "{{target}}", count: "{{count}}" } },
      }),
    };
    rows[key] = write ? { effect: "write", approval: "always", reason: "Changes things" } : { effect: "read" };
  }
  const surface = {
    id: "generated",
    name: "Generated",
    kind: "wrap",
    cliBin: "gen",
    transports: ["cli", "json_exec"],
    binding: { mode: "local", hub: "local-credential" },
    wrap: { bin: "./bin/gen.mjs" },
    verbs,
  };
  const lines = ["# Generated", "", "`gen` does generated things.", ""];
  for (let i = 0; i < 12; i++) lines.push(`- \`gen group cmd${i} <target>\`: command ${i}.`);
  let harness = `${lines.join("\n")}\n`;
  const filler = "This paragraph explains how the generated CLI behaves in detail, with examples and caveats.\n";
  while (harness.length < 60 * 1024) harness += filler;
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify({ surface_id: "generated", verbs: rows }, null, 2),
    "HARNESS.md": harness,
    "bin/gen.mjs": "#!/usr/bin/env node\nconsole.log('{}')\n",
  };
}
