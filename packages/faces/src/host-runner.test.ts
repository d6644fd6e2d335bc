// --no-sandbox (HostRunner): the same projection and approval rule on the host, with the wall and output limits and
// a workspace HOME per session (DECISIONS.md 3, 9, 10). Real processes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type FacePack, loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";

const surface = {
  id: "hostprobe",
  name: "Host probe",
  kind: "wrap",
  cliBin: "hostprobe",
  transports: ["cli", "json_exec", "mcp"],
  binding: { mode: "public", hub: "none" },
  wrap: { bin: "./bin/probe.mjs", workspace: { mode: "workspace" } },
  verbs: {
    home: { description: "Print the HOME folder.", cli: ["hostprobe", "home"] },
    mark: { description: "Leave a mark in HOME.", cli: ["hostprobe", "mark"] },
    wait: { description: "Never end.", cli: ["hostprobe", "wait"] },
    flood: { description: "Print without end.", cli: ["hostprobe", "flood"] },
  },
};
const policy = {
  surface_id: "hostprobe",
  verbs: {
    home: { effect: "read" },
    mark: { effect: "write", approval: "first_use", reason: "Writes a file" },
    wait: { effect: "read" },
    flood: { effect: "read" },
  },
};
const script = `import { existsSync, writeFileSync } from "node:fs";
const [cmd] = process.argv.slice(2);
const home = process.env.HOME;
if (cmd === "home") console.log(JSON.stringify({ home, marked: existsSync(home + "/mark") }));
if (cmd === "mark") { writeFileSync(home + "/mark", "x"); console.log("{}"); }
if (cmd === "wait") setInterval(() => {}, 1000);
if (cmd === "flood") { const line = "y".repeat(1024) + "\\n"; const go = () => process.stdout.write(line, go); go(); }
`;
const harness = "# Host probe\n\n`hostprobe home`, `hostprobe mark`, `hostprobe wait`, `hostprobe flood`.\n";

function writePack(): { dir: string; pack: FacePack } {
  const dir = mkdtempSync(join(tmpdir(), "packstudio-hostprobe-"));
  mkdirSync(join(dir, "bin"));
  const files: Record<string, string> = {
    "surface.json": JSON.stringify(surface),
    "policy.json": JSON.stringify(policy),
    "HARNESS.md": harness,
    "bin/probe.mjs": script,
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  const pack = loadFacePack(files);
  if ("ok" in pack) throw new Error(pack.error.message);
  return { dir, pack };
}

describe("HostRunner (--no-sandbox)", () => {
  const { dir, pack } = writePack();
  const options = { packDir: dir, projectDir: dir, env: { PATH: process.env.PATH } };
  const runner = new HostRunner(pack, options);
  // Short limits only where they are the point: a slow start on a busy machine must not stop the other runs.
  // Each limit test makes only its own limit short: a node start slower than 1.5 s on a busy CI machine once
  // ended the flood by the wall clock before its output reached the cap.
  const limited = {
    wall: new HostRunner(pack, { ...options, limits: { wallMs: 1500, stdoutBytes: 65_536, stderrBytes: 65_536 } }),
    output: new HostRunner(pack, { ...options, limits: { wallMs: 120_000, stdoutBytes: 65_536, stderrBytes: 65_536 } }),
  };

  it("asks before a first_use write, then remembers it for the session only", async () => {
    const first = await runner.run({ verb: "mark", args: {}, approved: false, session: "a" });
    expect(first.ok ? null : first.error.code).toBe("approval_required");
    expect((await runner.run({ verb: "mark", args: {}, approved: true, session: "a" })).ok).toBe(true);
    expect((await runner.run({ verb: "mark", args: {}, approved: false, session: "a" })).ok).toBe(true);
    const other = await runner.run({ verb: "mark", args: {}, approved: false, session: "b" });
    expect(other.ok ? null : other.error.code).toBe("approval_required");
  });

  it("a workspace HOME per session, kept across its runs", async () => {
    const a = await runner.run({ verb: "home", args: {}, approved: false, session: "a" });
    const c = await runner.run({ verb: "home", args: {}, approved: false, session: "c" });
    if (!a.ok || !c.ok) throw new Error("home did not run");
    expect(a.run.json).toMatchObject({ marked: true });
    expect(c.run.json).toMatchObject({ marked: false });
    const homeA = (a.run.json as { home: string }).home;
    expect(homeA).not.toBe((c.run.json as { home: string }).home);
    expect(readFileSync(join(homeA, "mark"), "utf8")).toBe("x");
  });

  it.each([
    ["wait", "wall"],
    ["flood", "output"],
  ] as const)("%s is stopped by the %s limit", async (verb, limit) => {
    const result = await limited[limit].run({ verb, args: {}, approved: false, session: "a" });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.run.limit).toBe(limit);
  });

  it("refuses an unknown argument before anything runs", async () => {
    const result = await runner.run({ verb: "home", args: { x: 1 }, approved: false, session: "a" });
    expect(result.ok ? null : result.error.code).toBe("unknown_argument");
  });
});
