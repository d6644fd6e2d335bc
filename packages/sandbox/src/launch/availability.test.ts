// Whether sandbox runs are possible, judged on a search path the test controls (bwrap there or not).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgroupSupport } from "../limits/run-cgroup.js";
import { installBwrapMessage, sandboxStatus } from "./availability.js";

const dir = mkdtempSync(join(tmpdir(), "packstudio-path-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A folder holding the named files, executable unless `mode` says otherwise. */
function folder(name: string, files: string[], mode = 0o755): string {
  const at = join(dir, name);
  mkdirSync(at);
  for (const file of files) {
    writeFileSync(join(at, file), "#!/bin/sh\n");
    chmodSync(join(at, file), mode);
  }
  return at;
}

describe("sandboxStatus", () => {
  it.each([
    { name: "nothing", files: [], available: false, message: installBwrapMessage },
    { name: "only-prlimit", files: ["prlimit"], available: false, message: installBwrapMessage },
    // The run's limits are the launch shell's ulimit (issue 30): prlimit is no longer needed.
    { name: "only-bwrap", files: ["bwrap"], available: true, message: "Sandbox runs use bubblewrap" },
  ])("$name: available $available", ({ name, files, available, message }) => {
    const at = folder(name, files);
    const status = sandboxStatus(false, { searchPath: at, platform: "linux" });
    expect(status).toMatchObject({ available, bwrap: files.includes("bwrap") ? join(at, "bwrap") : null });
    expect(status).not.toHaveProperty("prlimit");
    expect(status.message).toContain(message);
  });

  it("says how to install bubblewrap when it is missing", () => {
    expect(installBwrapMessage).toContain("apt-get install bubblewrap");
  });

  it("does not count files that are not executable", () => {
    const at = folder("not-executable", ["bwrap", "prlimit"], 0o644);
    expect(sandboxStatus(false, { searchPath: at, platform: "linux" })).toMatchObject({
      available: false,
      bwrap: null,
    });
  });

  it("needs Linux", () => {
    const at = folder("other-os", ["bwrap", "prlimit"]);
    const status = sandboxStatus(false, { searchPath: at, platform: "darwin" });
    expect(status.available).toBe(false);
    expect(status.message).toContain("need Linux");
  });

  it("finds this machine's bubblewrap by default", () => {
    expect(sandboxStatus(true)).toMatchObject({ available: true, bwrap: expect.stringMatching(/\/bwrap$/) });
  });

  describe("memory per run", () => {
    const tools = folder("cg", ["bwrap", "prlimit"]);

    it("says when runs have no cgroup, why, and that the per-process caps are lower", () => {
      const reason = "the server cannot create memory cgroups (EACCES: it needs root)";
      const status = sandboxStatus(false, { searchPath: tools, platform: "linux", cgroup: { kind: "none", reason } });
      expect(status.available).toBe(true);
      expect(status.cgroup).toEqual({ kind: "none", reason });
      expect(status.message).toContain(`No cgroup for runs (${reason})`);
      expect(status.message).toContain("memory is capped per process only");
      expect(status.message).toContain("896 MiB of address space");
    });

    it("says so when each run is capped as a whole", () => {
      const cgroup = { kind: "v1", memoryParent: "/sys/fs/cgroup/memory/x", pidsParent: null } as const;
      const status = sandboxStatus(false, { searchPath: tools, platform: "linux", cgroup });
      // The status goes to the studio: it names no host paths.
      expect(status.cgroup).toEqual({ kind: "v1" });
      expect(status.message).toContain("capped as a whole");
      expect(status.message).not.toContain("No cgroup");
      expect(JSON.stringify(status)).not.toContain("/sys/fs/cgroup");
    });

    it("reports this machine's cgroups as probed", () => {
      const status = sandboxStatus(true);
      expect(status.cgroup.kind).toBe(cgroupSupport().kind);
      // This machine and CI let root create v1 memory cgroups; elsewhere the reason is shown instead.
      if (process.getuid?.() === 0 && existsSync("/sys/fs/cgroup/memory/memory.limit_in_bytes"))
        expect(status.cgroup).toEqual({ kind: "v1" });
    });
  });
});
