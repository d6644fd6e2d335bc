// autocannon rows read together: a route measured in interleaved rounds ("title #2") beside the trivial
// route (the ceiling) of the same rounds.
import type { LoadRow } from "./results";

const roundPattern = / #(\d+)$/;

export const roundOf = (row: LoadRow): number | undefined => {
  const found = roundPattern.exec(row.title);
  return found ? Number(found[1]) : undefined;
};

/** The route's name without its round number. */
export const routeName = (row: LoadRow): string => row.title.replace(roundPattern, "");

export const isCeiling = (row: LoadRow): boolean => row.role === "ceiling" || row.key === "ceiling";

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The ceiling's req/s for these rows: of their own rounds when they have them, else of every round. */
export function ceilingRate(routes: LoadRow[], rows: LoadRow[]): number | undefined {
  const ceilings = routes.filter(isCeiling);
  const rounds = new Set(rows.map(roundOf).filter((r) => r !== undefined));
  const same = ceilings.filter((c) => rounds.has(roundOf(c) as number));
  const chosen = same.length > 0 ? same : ceilings;
  return chosen.length > 0 ? mean(chosen.map((c) => c.reqPerSec)) : undefined;
}

/** Each read route's mean req/s over its rounds, as a share of the ceiling's over the same rounds. */
export function readShares(routes: LoadRow[]): { name: string; rounds: number; share: number }[] {
  const groups = new Map<string, LoadRow[]>();
  for (const row of routes.filter((r) => r.role === "read"))
    groups.set(routeName(row), [...(groups.get(routeName(row)) ?? []), row]);
  return [...groups].flatMap(([name, rows]) => {
    const ceiling = ceilingRate(routes, rows);
    if (!ceiling || ceiling <= 0) return [];
    return [{ name, rounds: rows.length, share: mean(rows.map((r) => r.reqPerSec)) / ceiling }];
  });
}
