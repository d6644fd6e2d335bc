// The memory bench's soak-like load (rest-memory.ts): hostile clients sending the soak's kinds of requests (a few of
// its sandbox attacks as dry-runs, the lint bomb, a ReDoS render) and a reader of pages and searches. The bench's
// own small copy: a bench imports no e2e support (tools/architecture's arrows); e2e/tests/soak.spec.ts is the soak.
import { lintBomb } from "../src/testing/lint-bomb";

const MiB = 1024 * 1024;

/** A minimal valid pack whose one command `run` starts `script` (.sh when it opens with #!, else .mjs). */
function scriptPack(script: string, id: string, verb: Record<string, unknown> = {}): Record<string, string> {
  const file = script.startsWith("#!") ? "bin/run.sh" : "bin/run.mjs";
  const surface = {
    id,
    kind: "wrap",
    cliBin: id,
    wrap: { bin: `./${file}`, json_flag: [], workspace: { mode: "ephemeral" } },
    verbs: { run: { description: "Run the script.", cli: [id, "run"], ...verb } },
  };
  return {
    "surface.json": JSON.stringify(surface),
    "policy.json": JSON.stringify({ surface_id: id, verbs: { run: { effect: "read" } } }),
    "HARNESS.md": `# ${id}\n\nRun \`${id} run\`.\n`,
    [file]: script,
  };
}

/** Dry-runs each ending at one of the sandbox's limits: memory, output, wall clock, processes. */
const scripts: Record<string, string> = {
  "memory-hog": `import { spawn } from "node:child_process";
const hog = "const b = Buffer.alloc(200 * ${MiB}, 1); setInterval(() => b[0]++, 100);";
for (let i = 0; i < 8; i++) spawn(process.execPath, ["-e", hog], { stdio: "inherit" });
setTimeout(() => {}, 60000);`,
  "stdout-100MiB": `import { once } from "node:events";
const chunk = "x".repeat(${MiB});
for (let i = 0; i < 100; i++) if (!process.stdout.write(chunk)) await once(process.stdout, "drain");`,
  "endless-loop": "for (;;) {}",
  "fork-bomb": "#!/bin/sh\nf() { f & f & wait; }\nf\n",
};

export interface Request {
  kind: string;
  /** A tRPC procedure (POST) or, for the reader, a page path (GET). */
  route: string;
  body?: (session: string) => string;
}

/** The hostile requests, each pack serialized once. */
export function hostileRequests(): Request[] {
  const dryRuns = Object.entries(scripts).map(([kind, script]): Request => {
    const files = JSON.stringify(scriptPack(script, "soak"));
    return {
      kind,
      route: "command.dryRun",
      body: (session) => `{"files":${files},"verb":"run","args":{},"approved":false,"session":"${session}"}`,
    };
  });
  const bomb = JSON.stringify({ files: lintBomb() });
  const pattern = { type: "string", description: "A name", pattern: "^(a+)+$" };
  const redosFiles = scriptPack("#!/bin/sh\necho ok\n", "redos", {
    cli: ["redos", "run", "{{name}}"],
    args: { type: "object", properties: { name: pattern }, required: ["name"] },
  });
  const render = JSON.stringify({ files: redosFiles, verb: "run", args: { name: `${"a".repeat(27)}!` } });
  return [
    ...dryRuns,
    { kind: "lint-bomb", route: "pack.lint", body: () => bomb },
    { kind: "redos", route: "command.render", body: () => render },
  ];
}

export interface Tally {
  requests: number;
  /** 5xx answers and requests with no answer (the soak's failures; 4xx refusals are answers). */
  failures: number;
  /** The first few failures: which request, and its status or error. */
  seen: string[];
}

/** One request; undefined when it was answered below 500, else what happened. */
async function send(base: string, request: Request, session: string, address: string): Promise<string | undefined> {
  const init: RequestInit = request.body
    ? {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: request.body(session),
      }
    : {};
  const url = request.body ? `${base}/api/trpc/${request.route}` : `${base}${request.route}`;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(90_000) });
    const text = await response.text();
    return response.status < 500 ? undefined : `${request.kind}: ${response.status} ${text.slice(0, 200)}`;
  } catch (error) {
    return `${request.kind}: no answer (${String((error as Error & { cause?: unknown }).cause ?? error)})`;
  }
}

/** Client `n` (its own address and session) over `list` round-robin until `until`. */
export async function client(base: string, list: Request[], n: number, until: number): Promise<Tally> {
  const tally: Tally = { requests: 0, failures: 0, seen: [] };
  for (let i = 0; Date.now() < until; i++) {
    const request = list[(n + i) % list.length] as Request;
    const failure = await send(base, request, `memory-bench-${n}`, `198.51.100.${n + 1}`);
    tally.requests++;
    if (failure === undefined) continue;
    tally.failures++;
    if (tally.seen.length < 3) tally.seen.push(failure);
  }
  return tally;
}

/** `clients` hostile clients and one reader of `pages` for `seconds`: the requests made and failed. */
export async function soakLike(base: string, pages: string[], seconds: number, clients = 8): Promise<Tally> {
  const until = Date.now() + seconds * 1000;
  const hostile = hostileRequests();
  const reading = pages.map((route): Request => ({ kind: "page", route }));
  const tallies = await Promise.all([
    client(base, reading, 0, until),
    ...Array.from({ length: clients }, (_, n) => client(base, hostile, n + 1, until)),
  ]);
  return tallies.reduce((all, t) => ({
    requests: all.requests + t.requests,
    failures: all.failures + t.failures,
    seen: [...all.seen, ...t.seen].slice(0, 5),
  }));
}
