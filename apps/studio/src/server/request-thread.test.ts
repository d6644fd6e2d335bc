// The request thread is raised on Linux when allowed, and left alone otherwise.
import { describe, expect, it } from "vitest";
import { type RequestThreadDeps, raiseRequestThread, requestThreadBoost } from "./request-thread";

function deps(start: number, over: Partial<RequestThreadDeps> = {}, refuse = false) {
  const nice: Record<number, number> = { 42: start, 43: start };
  const d: RequestThreadDeps = {
    linux: true,
    mainThread: true,
    id: 42,
    get: (id) => nice[id] ?? 0,
    set: (id, value) => {
      if (refuse) throw new Error("EACCES: permission denied");
      nice[id] = value;
    },
    ...over,
  };
  return { nice, d };
}

describe("raiseRequestThread", () => {
  it("raises the main thread by requestThreadBoost levels, no further than -20, and no other thread", () => {
    const a = deps(0);
    expect(raiseRequestThread(a.d)).toBe(-requestThreadBoost);
    expect(a.nice).toEqual({ 42: -requestThreadBoost, 43: 0 });
    const b = deps(-15);
    expect(raiseRequestThread(b.d)).toBe(-20);
  });

  it("changes nothing when not allowed, off Linux, or off the main thread", () => {
    const refused = deps(0, {}, true);
    expect(raiseRequestThread(refused.d)).toBeNull();
    expect(refused.nice[42]).toBe(0);
    for (const over of [{ linux: false }, { mainThread: false }]) {
      const other = deps(0, over);
      expect(raiseRequestThread(other.d)).toBeNull();
      expect(other.nice[42]).toBe(0);
    }
  });
});
