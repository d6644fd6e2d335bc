// Issue 30's memory and first-request targets: each judged on one driver's figures of one run, with its floor or peer.
import { describe, expect, it } from "vitest";
import { memoryRows } from "./memory-rows";
import type { Outcome, Results } from "./results";

type Memory = Extract<Results["memory"], { status: "ok" }>["data"];

const figures = (driver: "PGlite" | "PostgreSQL", rest: number, after: number, firstMs: number) => ({
  driver,
  floorMiB: 41.7,
  readyMs: 9000,
  firstMs,
  loadsMs: [firstMs, 120, 40, 80, 60],
  atReady: { server: rest + 30, children: 47 },
  rest: { server: rest, children: 47 },
  after: { server: after, children: 47 },
  load: { seconds: 60, requests: 900, failures: 0 },
});
const ok = (...drivers: ReturnType<typeof figures>[]): Outcome<Memory> => ({
  status: "ok",
  data: { node: "v20", restSeconds: 40, drivers },
});
const row = (outcome: Outcome<Memory>, target: string) => {
  const found = memoryRows(outcome).find((r) => r.target.includes(target));
  if (!found) throw new Error(`no row with "${target}"`);
  return found;
};

describe("memory targets (issue 30: at rest under 300 MiB on PGlite, 200 on PostgreSQL; back within 10%)", () => {
  it.each([
    ["PGlite at 299 MiB is met", ok(figures("PGlite", 299, 299, 90)), "at rest under 300 MiB", true],
    ["PGlite at 300 MiB is missed", ok(figures("PGlite", 300, 300, 90)), "at rest under 300 MiB", false],
    ["PostgreSQL at 199 MiB is met", ok(figures("PostgreSQL", 199, 199, 90)), "at rest under 200 MiB", true],
    ["PostgreSQL at 200 MiB is missed", ok(figures("PostgreSQL", 200, 200, 90)), "at rest under 200 MiB", false],
    ["10% over rest after the load is met", ok(figures("PGlite", 200, 220, 90)), "soak-like load (PGlite)", true],
    ["more than 10% over is missed", ok(figures("PGlite", 200, 220.1, 90)), "soak-like load (PGlite)", false],
    ["a first request of 299 ms is met", ok(figures("PGlite", 250, 250, 299)), "first request", true],
    ["a first request of 300 ms is missed", ok(figures("PGlite", 250, 250, 300)), "first request", false],
  ] as const)("%s", (_, outcome, target, met) => {
    expect(row(outcome, target).met).toBe(met);
  });

  it("shows the floor beside the rest, the rest beside the figure after the load, a later load beside the first", () => {
    const rows = memoryRows(ok(figures("PGlite", 262.4, 270.1, 95.2))).filter((r) => r.target.endsWith("(PGlite)"));
    expect(rows.map((r) => r.measured)).toEqual([
      "262 MiB (node's floor 42 MiB; processes below it 47 MiB)",
      "270 MiB, 2.9% over rest (262 MiB) after 60 s",
      "95.2 ms (a later `/`: 80.0 ms)",
    ]);
  });

  it("without a PostgreSQL server its three rows are not measured and say why; PGlite's are judged", () => {
    const rows = memoryRows(ok(figures("PGlite", 250, 250, 90)));
    expect(rows).toHaveLength(6);
    const postgres = rows.filter((r) => r.target.endsWith("(PostgreSQL)"));
    expect(postgres.map((r) => [r.met, r.measured])).toEqual(
      Array.from({ length: 3 }, () => [undefined, "no PostgreSQL server given"]),
    );
  });

  it("a skipped or failed bench leaves every row not measured, with the reason", () => {
    const skipped = memoryRows({ status: "skipped", reason: "not in BENCH_ONLY" });
    expect(new Set(skipped.map((r) => `${r.met}|${r.measured}`))).toEqual(new Set(["undefined|not in BENCH_ONLY"]));
    const failed = memoryRows({ status: "failed", reason: "exited 1", log: [] });
    expect(failed.every((r) => r.met === undefined && r.measured === "the bench failed (see its section)")).toBe(true);
  });
});
