// The soak's hostile clients: each loops over hostile dry-runs, lint bombs and a ReDoS render until the deadline.
import { hostileScripts, lintBomb, redos, scriptPack } from "./soak-packs";

/** One hostile request: its tally kind, its tRPC route and a body maker (the session may change per call). */
export interface Attack {
  kind: string;
  route: string;
  body(session: string): string;
}

/** The attacks, with each pack serialized once (the clients send megabytes; the test's thread stays quiet). */
export function attacks(): Attack[] {
  const dryRuns = hostileScripts.map(({ kind, workspace, script }): Attack => {
    const files = JSON.stringify(scriptPack(script, { mode: workspace ? "workspace" : "ephemeral", id: "soak" }));
    return {
      kind,
      route: "command.dryRun",
      body: (session) => `{"files":${files},"verb":"run","args":{},"approved":false,"session":"${session}"}`,
    };
  });
  const bomb = JSON.stringify({ files: lintBomb() });
  const render = JSON.stringify({ files: redos.files, verb: "run", args: redos.args });
  return [
    ...dryRuns,
    { kind: "lint-bomb", route: "pack.lint", body: () => bomb },
    { kind: "redos-render", route: "command.render", body: () => render },
  ];
}

/** What one answer was, as a tally key: "ran:<limit>", "refused:<code>", "lint:<n> findings", "429", ... */
export interface Outcome {
  key: string;
  /** Set when the answer is one the soak must not see: a 5xx, no answer, or no answer in time. */
  failure?: string;
}

/** The tally key of a 200 answer, from the tRPC result's shape. */
function okKey(route: string, data: Record<string, unknown>): string {
  if (route === "pack.lint") {
    const findings = data.findings as unknown[] | undefined;
    return Array.isArray(findings) ? `lint:${findings.length} findings` : `lint:${Object.keys(data).join(",")}`;
  }
  if (data.ok === true) {
    const run = data.run as { limit?: string | null } | undefined;
    return route === "command.dryRun" ? `ran:${run?.limit ?? "no limit"}` : "rendered";
  }
  const error = data.error as { code?: string } | undefined;
  return `refused:${error?.code ?? "?"}`;
}

/** Sends one attack as client `address`; never throws (a failure is an outcome). */
export async function send(base: string, attack: Attack, session: string, address: string): Promise<Outcome> {
  const url = `${base}/api/trpc/${attack.route}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: attack.body(session),
      // A guard against a stall (every run ends within the sandbox's wall clock, every lint within its deadline).
      signal: AbortSignal.timeout(90_000),
    });
    text = await response.text();
  } catch (error) {
    const why = (error as Error & { cause?: unknown }).cause ?? error;
    return { key: "no answer", failure: `${attack.kind} from ${address}: no answer: ${String(why)}` };
  }
  const status = response.status;
  if (status >= 500)
    return { key: String(status), failure: `${attack.kind} from ${address}: ${status} ${text.slice(0, 500)}` };
  if (status !== 200) {
    const code = /"code":"([A-Z_]+)"/.exec(text)?.[1];
    return { key: code ? `${status}:${code}` : String(status) };
  }
  try {
    const data = (JSON.parse(text) as { result?: { data?: Record<string, unknown> } }).result?.data ?? {};
    return { key: okKey(attack.route, data) };
  } catch {
    return { key: "200:unreadable", failure: `${attack.kind}: a 200 that is not JSON: ${text.slice(0, 300)}` };
  }
}

export interface ClientTally {
  /** kind → outcome key → count. */
  counts: Record<string, Record<string, number>>;
  failures: string[];
  requests: number;
}

function count(tally: ClientTally, kind: string, key: string, n: number): void {
  const row = tally.counts[kind] ?? {};
  row[key] = (row[key] ?? 0) + n;
  tally.counts[kind] = row;
}

/** Hostile client number `n`: from its own address, over the attacks round-robin from its own starting point,
 * dry-runs in its own session every other time and in a fresh one otherwise, until `until`. */
export async function hostileClient(base: string, list: Attack[], n: number, until: number): Promise<ClientTally> {
  const tally: ClientTally = { counts: {}, failures: [], requests: 0 };
  const address = `198.51.100.${n + 1}`;
  for (let i = 0; Date.now() < until; i++) {
    const attack = list[(n + i) % list.length] as Attack;
    const session = i % 2 === 0 ? `soak-client-${n}` : `soak-${n}-${i}-${process.pid}`;
    const outcome = await send(base, attack, session, address);
    tally.requests++;
    count(tally, attack.kind, outcome.key, 1);
    if (outcome.failure && tally.failures.length < 50) tally.failures.push(outcome.failure);
  }
  return tally;
}

/** The clients' tallies summed by kind. */
export function mergeTallies(tallies: ClientTally[]): ClientTally {
  const all: ClientTally = { counts: {}, failures: [], requests: 0 };
  for (const t of tallies) {
    all.requests += t.requests;
    all.failures.push(...t.failures);
    for (const [kind, row] of Object.entries(t.counts)) {
      for (const [key, n] of Object.entries(row)) count(all, kind, key, n);
    }
  }
  return all;
}
