// The command's wall clock (DECISIONS.md 10): stopped there by the run process, the run still writes its workspace
// back, and what the command left behind goes with it; no process of the run outlives it.
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits/limits.js";
import { processesOfUids, ran, scriptPack, testSandbox } from "./test-support.js";

const uidBase = 63720;
const { sandbox, cleanup } = testSandbox(uidBase, { limits: { ...defaultLimits, wallMs: 1500 } });
afterAll(cleanup);

describe("a command past its wall clock", () => {
  it("is stopped as wall, and what it wrote before is kept for the session's next run", async () => {
    const slow = scriptPack('#!/bin/sh\necho before > /work/note\necho kept > "$HOME/mark"\nsleep 30\n', {
      mode: "workspace",
      id: "walled",
    });
    const run = ran(await sandbox.dryRun({ files: slow, verbKey: "run", session: "wall" }));
    expect(run.limit).toBe("wall");
    expect(run.exitCode).toBe(137);
    expect(run.stderr).toContain("[sandbox] stopped by the wall limit: 1.5 s of wall-clock time");
    expect(run.stderr).not.toContain("not kept");
    expect(run.sideEffects.map((e) => [e.path, e.change])).toEqual([
      ["home/mark", "created"],
      ["work/note", "created"],
    ]);
    const read = scriptPack('#!/bin/sh\ncat /work/note "$HOME/mark"\n', { mode: "workspace", id: "walled" });
    const next = ran(await sandbox.dryRun({ files: read, verbKey: "run", session: "wall" }));
    expect(next.stdout).toBe("before\nkept\n");
  });

  it("takes its children and the processes it left behind with it", async () => {
    // A background sleeper that outlives its parent (orphaned to PID 1), and the command itself waiting.
    const script = "#!/bin/sh\n(sleep 60 &)\nsleep 60 &\nwait\n";
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: "orphans" }));
    expect(run.limit).toBe("wall");
    // bubblewrap's monitor may still be reaping PID 1 for a moment after the answer (spawn-run.ts commandFds).
    for (let i = 0; i < 20 && processesOfUids(uidBase, uidBase + 16).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processesOfUids(uidBase, uidBase + 16)).toEqual([]);
  });
});
