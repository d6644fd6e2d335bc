// Whether sandbox runs are possible, judged on a search path the test controls (no bwrap, no prlimit, both).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
    { name: "only-bwrap", files: ["bwrap"], available: false, message: "`apt-get install util-linux`" },
    { name: "both", files: ["bwrap", "prlimit"], available: true, message: "Sandbox runs use bubblewrap" },
  ])("$name: available $available", ({ name, files, available, message }) => {
    const at = folder(name, files);
    const status = sandboxStatus(false, { searchPath: at, platform: "linux" });
    expect(status).toMatchObject({
      available,
      bwrap: files.includes("bwrap") ? join(at, "bwrap") : null,
      prlimit: files.includes("prlimit") ? join(at, "prlimit") : null,
    });
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
});
