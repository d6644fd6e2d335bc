// The run semaphore: distinct slots, a first-come line, "busy" past the line or after waiting too long.
import { describe, expect, it } from "vitest";
import { Busy, Semaphore } from "./semaphore.js";

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe("Semaphore", () => {
  it("hands out distinct slots up to its size", async () => {
    const s = new Semaphore(3, 0, 1000);
    const slots = await Promise.all([s.acquire(), s.acquire(), s.acquire()]);
    expect(new Set(slots)).toEqual(new Set([0, 1, 2]));
    expect(s.inUse).toBe(3);
  });

  it("turns away at once what does not fit in the line", async () => {
    const s = new Semaphore(1, 1, 1000);
    await s.acquire();
    const waiting = s.acquire();
    await expect(s.acquire()).rejects.toBeInstanceOf(Busy);
    s.release(0);
    expect(await waiting).toBe(0);
  });

  it("serves the line first come, first served, with the freed slot", async () => {
    const s = new Semaphore(2, 5, 1000);
    const [a, b] = await Promise.all([s.acquire(), s.acquire()]);
    const order: string[] = [];
    const first = s.acquire().then((slot) => order.push(`first:${slot}`));
    const second = s.acquire().then((slot) => order.push(`second:${slot}`));
    s.release(b as number);
    s.release(a as number);
    await Promise.all([first, second]);
    expect(order).toEqual([`first:${b}`, `second:${a}`]);
    expect(s.inUse).toBe(2);
  });

  it("gives up on a waiter after waitMs, and takes it out of the line", async () => {
    const s = new Semaphore(1, 1, 30);
    await s.acquire();
    const started = performance.now();
    const result = await settle(s.acquire());
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error).toBeInstanceOf(Busy);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    // The timed-out waiter left the line: a release frees the slot instead of handing it to nobody.
    s.release(0);
    expect(s.inUse).toBe(0);
    expect(await s.acquire()).toBe(0);
  });
});
