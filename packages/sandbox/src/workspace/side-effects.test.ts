// What changed between two workspace states: created, changed, removed, text diffs, links listed by kind only.
import { describe, expect, it } from "vitest";
import { diffStates } from "./side-effects.js";
import { emptyState, type WorkspaceState } from "./workspace-state.js";

function state(
  files: Record<string, string | Buffer>,
  others: Record<string, "symlink" | "special"> = {},
): WorkspaceState {
  const s = emptyState();
  for (const [path, data] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
    s.files.set(path, { data: bytes, executable: false, mtime: 0 });
    s.bytes += bytes.length;
  }
  for (const [path, kind] of Object.entries(others)) s.others.set(path, kind);
  return s;
}

describe("diffStates", () => {
  it("lists created, changed and removed files, sorted, with diffs for text", async () => {
    const before = state({ "work/a.txt": "one\n", "work/gone.txt": "x", "home/same": "s" });
    const after = state({ "work/a.txt": "one\ntwo\n", "work/new.txt": "hi\n", "home/same": "s" });
    expect(await diffStates(before, after)).toEqual([
      { path: "work/a.txt", change: "changed", sizeBefore: 4, sizeAfter: 8, diff: " one\n+two" },
      { path: "work/gone.txt", change: "removed", sizeBefore: 1, sizeAfter: null },
      { path: "work/new.txt", change: "created", sizeBefore: null, sizeAfter: 3, diff: "+hi" },
    ]);
  });

  it("sees a change that keeps the size, and gives no diff for binary files", async () => {
    const effects = await diffStates(
      state({ "work/b": Buffer.from([0xff, 1]) }),
      state({ "work/b": Buffer.from([0xff, 2]) }),
    );
    expect(effects).toEqual([{ path: "work/b", change: "changed", sizeBefore: 2, sizeAfter: 2 }]);
  });

  it("lists a link or special file the run made by kind, with no contents", async () => {
    const effects = await diffStates(emptyState(), state({}, { "work/link": "symlink", "work/fifo": "special" }));
    expect(effects).toEqual([
      { path: "work/fifo", change: "created", sizeBefore: null, sizeAfter: 0 },
      { path: "work/link", change: "created", sizeBefore: null, sizeAfter: 0 },
    ]);
  });

  it("spends a bounded budget on line diffs: past it, changes are listed without one", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`work/f${String(i).padStart(2, "0")}.txt`] = `${"line\n".repeat(12_000)}`;
    const effects = await diffStates(emptyState(), state(files));
    expect(effects).toHaveLength(40);
    const withDiff = effects.filter((e) => e.diff !== undefined).length;
    expect(withDiff).toBeGreaterThan(0);
    expect(withDiff).toBeLessThan(40);
  });

  it("yields to the event loop while it compares large workspaces", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 1);
    const other = Buffer.from(big);
    other[other.length - 1] = 2;
    let ticks = 0;
    const timer = setImmediate(function tick() {
      ticks++;
    });
    await diffStates(state({ "work/x": big, "work/y": big }), state({ "work/x": other, "work/y": other }));
    clearImmediate(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
