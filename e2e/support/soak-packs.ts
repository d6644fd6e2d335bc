// The soak's hostile packs: one-script packs that attack the sandbox, a ReDoS argument pattern, and a lint bomb.
import { packLimits } from "@packstudio/core";

export interface ScriptPackOptions {
  /** wrap.workspace.mode (default ephemeral). */
  mode?: string;
  id?: string;
  /** Extra fields of the `run` command (cli, args). */
  verb?: Record<string, unknown>;
}

/** A minimal valid pack whose one command `run` starts `script` (.sh when it opens with #!, else .mjs).
 * The shape of packages/sandbox's test-support scriptPack, copied: e2e imports no other package's test code. */
export function scriptPack(script: string, options: ScriptPackOptions = {}): Record<string, string> {
  const id = options.id ?? "mini";
  const file = script.startsWith("#!") ? "bin/run.sh" : "bin/run.mjs";
  const surface = {
    id,
    kind: "wrap",
    cliBin: id,
    wrap: { bin: `./${file}`, json_flag: [], workspace: { mode: options.mode ?? "ephemeral" } },
    verbs: { run: { description: "Run the script.", cli: [id, "run"], ...options.verb } },
  };
  const policy = { surface_id: id, verbs: { run: { effect: "read" } } };
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify(policy, null, 2),
    "HARNESS.md": `# ${id}\n\nRun \`${id} run\`.\n`,
    [file]: script,
  };
}

export interface HostileScript {
  kind: string;
  /** Workspace mode: the run's files are carried to the session's next run (the attacks on the host's side). */
  workspace: boolean;
  script: string;
}

const MiB = 1024 * 1024;

/** The attacks of issue 10 and of packages/sandbox's hostile tests, each sized to end within the wall clock. */
export const hostileScripts: HostileScript[] = [
  {
    kind: "sparse-files",
    workspace: true,
    script: `import fs from "node:fs";
for (let i = 0; i < 600; i++) { const fd = fs.openSync("/work/s" + i, "w"); fs.ftruncateSync(fd, 15 * ${MiB}); fs.closeSync(fd); }
console.log("made");`,
  },
  {
    kind: "fifo-race",
    workspace: true,
    script: `import fs from "node:fs";
import { spawnSync } from "node:child_process";
try { fs.unlinkSync("/work/fifo"); } catch {}
spawnSync("mkfifo", ["/work/fifo"]);
fs.writeFileSync("/work/plain", "text");
const end = Date.now() + 1500;
while (Date.now() < end) {
  try { fs.renameSync("/work/plain", "/work/tmp"); fs.renameSync("/work/fifo", "/work/plain"); fs.renameSync("/work/plain", "/work/fifo"); fs.renameSync("/work/tmp", "/work/plain"); } catch {}
}
console.log("done");`,
  },
  { kind: "fork-bomb", workspace: false, script: "#!/bin/sh\nf() { f & f & wait; }\nf\n" },
  {
    kind: "stdout-100MiB",
    workspace: false,
    script: `import { once } from "node:events";
const chunk = "x".repeat(${MiB});
for (let i = 0; i < 100; i++) if (!process.stdout.write(chunk)) await once(process.stdout, "drain");`,
  },
  {
    kind: "deep-folder",
    workspace: true,
    script: `import fs from "node:fs";
const name = "d".repeat(20) + Math.random().toString(36).slice(2, 6);
for (let i = 0; i < 400; i++) { fs.mkdirSync(name); process.chdir(name); }
fs.writeFileSync("bottom.txt", "deep");
console.log("deep");`,
  },
  {
    kind: "unlinked-open",
    workspace: true,
    script: `import fs from "node:fs";
const chunk = Buffer.alloc(${MiB}, 1);
const held = [];
for (let i = 0; i < 70; i++) {
  const fd = fs.openSync("/work/f" + i, "w");
  fs.unlinkSync("/work/f" + i);
  held.push(fd);
  for (let j = 0; j < 15; j++) fs.writeSync(fd, chunk);
}
console.log("wrote it all");`,
  },
  {
    // Several processes, each under the per-process cap, together far over the run's memory budget.
    kind: "memory-hog",
    workspace: false,
    script: `import { spawn } from "node:child_process";
const hog = "const b = Buffer.alloc(200 * ${MiB}, 1); setInterval(() => b[0]++, 100);";
for (let i = 0; i < 8; i++) spawn(process.execPath, ["-e", hog], { stdio: "inherit" });
setTimeout(() => {}, 60000);`,
  },
  { kind: "endless-loop", workspace: false, script: "for (;;) {}" },
];

/** A command whose argument has a catastrophic-backtracking pattern, and the value that makes it backtrack. */
export const redos = {
  files: scriptPack("#!/bin/sh\necho ok\n", {
    id: "redos",
    verb: {
      cli: ["redos", "run", "{{name}}"],
      args: {
        type: "object",
        properties: { name: { type: "string", description: "A name", pattern: "^(a+)+$" } },
        required: ["name"],
      },
    },
  }),
  args: { name: `${"a".repeat(27)}!` },
};

/** The most commands a pack may hold: core's cap when it has one, else the 3,000. */
export const bombCommands: number = (packLimits as { maxCommands?: number }).maxCommands ?? 3000;

/** `text` padded with whole `filler` lines up to at most `bytes` (ASCII only: length is bytes). */
function padTo(text: string, bytes: number, filler: string): string {
  const room = bytes - text.length;
  return room <= 0 ? text : text + filler.repeat(Math.floor(room / filler.length));
}

/**
 * The largest pack core's limits allow: `bombCommands` commands (with argument patterns while surface.json has
 * room), a HARNESS.md of just under a file's limit naming most commands, and extra files up to the file count
 * and the total size. Built from `packLimits` as it is when the test runs, so it stays valid as the limits move.
 */
export function lintBomb(): Record<string, string> {
  const fileBytes = packLimits.maxFileBytes - 1024;
  const key = (i: number) => `g${i % 97}.cmd${i}`;
  const verb = (i: number, rich: boolean) => ({
    description: `Command ${i}.`,
    cli: ["bomb", `g${i % 97}`, `cmd${i}`, "{{target}}"],
    args: {
      type: "object",
      properties: {
        target: {
          type: "string",
          description: "What to act on",
          ...(rich && { examples: ["t-1"], pattern: "^[a-z]+-[0-9]+$" }),
        },
      },
      required: ["target"],
    },
  });
  const surfaceOf = (rich: boolean) =>
    JSON.stringify({
      id: "bomb",
      kind: "wrap",
      cliBin: "bomb",
      wrap: { bin: "./bin/bomb.mjs" },
      verbs: Object.fromEntries(Array.from({ length: bombCommands }, (_, i) => [key(i), verb(i, rich)])),
    });
  const rich = surfaceOf(true);
  const surface = rich.length <= fileBytes ? rich : surfaceOf(false);
  const rows = Object.fromEntries(Array.from({ length: bombCommands }, (_, i) => [key(i), { effect: "read" }]));
  const lines = ["# bomb", ""];
  // Every tenth command left out: an S003 finding each, so lint has something to report.
  for (let i = 0; i < bombCommands; i++) if (i % 10 !== 9) lines.push(`- \`bomb g${i % 97} cmd${i} <target>\``);
  const filler = "bomb does generated things; see bomb g1 cmd1 and bomb g2 cmd2 for the details of each.\n";
  const files: Record<string, string> = {
    "surface.json": surface,
    "policy.json": JSON.stringify({ surface_id: "bomb", verbs: rows }),
    "HARNESS.md": padTo(`${lines.join("\n")}\n\n`, fileBytes, filler),
    "bin/bomb.mjs": "console.log('{}');\n",
  };
  const used = Object.values(files).reduce((n, text) => n + text.length, 0);
  const extra = packLimits.maxFiles - Object.keys(files).length;
  const each = Math.min(fileBytes, Math.floor((packLimits.maxTotalBytes - used - 4096) / extra));
  for (let i = 0; i < extra; i++) files[`data/part${i}.mjs`] = padTo(`// part ${i}\n`, each, "export const x = 1;\n");
  return files;
}
