// The launch shell: the run's limits set hard and soft as prlimit set them, arguments untouched, a failure refused.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { defaultLimits } from "../limits/limits.js";
import { launchArgv, limitsFailed, shellLimits } from "./launch-shell.js";

const run = (argv: { command: string; args: string[] }) => spawnSync(argv.command, argv.args, { encoding: "utf8" });

/** Soft and hard values of a line of /proc/self/limits ("Max cpu time  2  2  seconds"). */
function limitOf(text: string, name: string): [string, string] {
  const line = text.split("\n").find((l) => l.startsWith(name)) ?? "";
  const [soft = "", hard = ""] = line.slice(name.length).trim().split(/\s+/);
  return [soft, hard];
}

describe("shellLimits", () => {
  it.each([
    { withProcesses: true, processes: 64 },
    { withProcesses: false, processes: null },
  ])("gives the limits in the shell's units (processes: $withProcesses)", ({ withProcesses, processes }) => {
    expect(shellLimits(defaultLimits, withProcesses)).toEqual({
      cpuSeconds: 2,
      fileBlocks: (16 * 1024 * 1024) / 512,
      addressKiB: 1024 * 1024,
      processes,
    });
  });

  it("rounds to the stricter side: bytes down, CPU seconds up to a whole second", () => {
    const odd = { ...defaultLimits, cpuSeconds: 1.5, fileBytes: 1000, addressSpaceBytes: 2047 };
    expect(shellLimits(odd, false)).toMatchObject({ cpuSeconds: 2, fileBlocks: 1, addressKiB: 1 });
  });
});

describe("launchArgv", () => {
  it.runIf(process.platform === "linux")(
    "sets each limit hard and soft before the command starts (what prlimit set before issue 30)",
    () => {
      const out = run(launchArgv([], shellLimits(defaultLimits, true), "/bin/cat", ["/proc/self/limits"]));
      expect(out.status).toBe(0);
      expect(limitOf(out.stdout, "Max cpu time")).toEqual(["2", "2"]);
      expect(limitOf(out.stdout, "Max file size")).toEqual([String(16 << 20), String(16 << 20)]);
      expect(limitOf(out.stdout, "Max address space")).toEqual([String(1 << 30), String(1 << 30)]);
      expect(limitOf(out.stdout, "Max core file size")).toEqual(["0", "0"]);
      expect(limitOf(out.stdout, "Max processes")).toEqual(["64", "64"]);
    },
  );

  it.runIf(process.platform === "linux")("leaves the process count alone without a uid of the run's own", () => {
    const mine = limitOf(run({ command: "/bin/cat", args: ["/proc/self/limits"] }).stdout, "Max processes");
    const out = run(launchArgv([], shellLimits(defaultLimits, false), "/bin/cat", ["/proc/self/limits"]));
    expect(limitOf(out.stdout, "Max processes")).toEqual(mine);
  });

  it("passes the command's arguments through untouched (the shell never parses them)", () => {
    const argv = ["a b", "$(touch /tmp/x)", "'\"", "*", "", "--", "; exit 3", "$1", "-p"];
    const out = run(launchArgv([], shellLimits(defaultLimits, false), "/usr/bin/printf", ["[%s]\\n", ...argv]));
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(argv.map((a) => `[${a}]\n`).join(""));
  });

  it("fails the run with a clear message when a limit cannot be set, rather than run without it", () => {
    const out = run(launchArgv([], { ...shellLimits(defaultLimits, false), cpuSeconds: -1 }, "/bin/echo", ["ran"]));
    expect(out.status).toBe(125);
    expect(out.stdout).toBe("");
    expect(out.stderr).toBe(`${limitsFailed}\n`);
  });
});
