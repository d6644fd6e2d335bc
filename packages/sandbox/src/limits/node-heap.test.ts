// Node's heap cap without a V8 flag: the cgroup limit node reads, and the probe in real bubblewrap.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { sandboxStatus } from "../launch/availability.js";
import { seccompProgram } from "../launch/seccomp-filter.js";
import { defaultLimits } from "./limits.js";
import { cgroupBytesFor, heapMatches, probeHeapCap } from "./node-heap.js";

const MiB = 1024 * 1024;
const root = `/dev/shm/packstudio-test-heap-${process.pid}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("heap arithmetic", () => {
  it("asks for twice the heap: V8 takes half of the memory for the old generation", () => {
    expect(cgroupBytesFor(256)).toBe(512 * MiB);
  });

  it.each([
    { limit: 259 * MiB, matches: true },
    { limit: 256 * MiB, matches: true },
    { limit: 320 * MiB, matches: true },
    { limit: 255 * MiB, matches: false },
    { limit: 321 * MiB, matches: false },
    { limit: 4144 * MiB, matches: false },
    { limit: Number.NaN, matches: false },
  ])("a heap limit of $limit bytes matches 256 MiB: $matches", ({ limit, matches }) => {
    expect(heapMatches(limit, 256)).toBe(matches);
  });
});

describe("probeHeapCap", () => {
  it("finds that this node sizes its heap from the cgroup file in the sandbox", async () => {
    const status = sandboxStatus();
    const cap = await probeHeapCap({
      root,
      bwrap: status.bwrap ?? "bwrap",
      limits: defaultLimits,
      uid: process.getuid?.() === 0 ? 61390 : undefined,
      seccomp: seccompProgram(),
    });
    // Node 20 on Debian 12 reads it; a node that did not would fall back to the flag (and start ~10 ms slower).
    expect(cap).toEqual({ kind: "cgroup-file", dir: `${root}/node-heap/cgroup-256` });
  });

  it("falls back to the flag when node does not take the file's limit", async () => {
    const status = sandboxStatus();
    const cap = await probeHeapCap({
      root,
      bwrap: status.bwrap ?? "bwrap",
      // A heap node would never choose from that file: the probe must see the mismatch.
      limits: { ...defaultLimits, nodeHeapMiB: 16 },
      uid: undefined,
      seccomp: seccompProgram(),
    });
    expect(cap).toEqual({ kind: "flag" });
  });
});
