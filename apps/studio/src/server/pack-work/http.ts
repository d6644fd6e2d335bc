// packWorkResponse(request): a tRPC request that calls only pack.lint, command.render and command.parse is served
// whole by the pack pool (http-task.ts), so the main thread never decodes, parses or checks a pack: a 5 MiB body
// costs it one copy. Anything else is left to the route (undefined).
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { publicProcedure, router } from "../trpc";
import { type HttpResponseData, trpcEndpoint, trpcOptions } from "./http-task";
import { workerPaths } from "./pack-procedures";
import { packPool, packWorkError } from "./pack-work";
import { packWorkSettings } from "./settings";
import type { TaskName } from "./tasks";

const taskOfPath: Record<(typeof workerPaths)[number], TaskName> = {
  "pack.lint": "lint",
  "command.render": "render",
  "command.parse": "parse",
};

/** The procedure paths a tRPC URL calls (a batch calls several), or undefined for another URL. */
function calledPaths(url: URL): string[] | undefined {
  if (!url.pathname.startsWith(`${trpcEndpoint}/`)) return undefined;
  return url.pathname.slice(trpcEndpoint.length + 1).split(",");
}

const servedByWorker = (path: string): path is (typeof workerPaths)[number] =>
  (workerPaths as readonly string[]).includes(path);

/**
 * The refusal when the pool cannot answer (deadline, busy): the worker's paths, each throwing `error`, served here
 * through tRPC for the same envelope and status. They take no input, so the body is never read.
 */
function refusal(request: Request, error: unknown, task: TaskName): Promise<Response> {
  const refused = packWorkError(task, error);
  const fail = publicProcedure.query((): never => {
    throw refused;
  });
  const refusals = router({ pack: router({ lint: fail }), command: router({ render: fail, parse: fail }) });
  const req = new Request(request.url, { method: request.method, headers: request.headers });
  return fetchRequestHandler({ ...trpcOptions, req, router: refusals, createContext: () => ({}) });
}

/**
 * The body as it arrives, copied chunk by chunk into one buffer sized by its declared length (doubling when
 * none is declared), so no single step on this thread touches the whole of a 5 MiB body; "too large" past
 * `maxBytes`, read no further.
 */
async function readBody(req: Request, maxBytes: number): Promise<{ bytes: ArrayBuffer; length: number } | "too large"> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return "too large";
  let bytes = new ArrayBuffer(declared > 0 ? declared : 64 * 1024);
  let length = 0;
  const reader = req.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    if (length + next.value.byteLength > maxBytes) {
      await reader?.cancel();
      return "too large";
    }
    if (length + next.value.byteLength > bytes.byteLength) {
      const grown = new ArrayBuffer(Math.min(maxBytes, Math.max(bytes.byteLength * 2, length + next.value.byteLength)));
      new Uint8Array(grown).set(new Uint8Array(bytes, 0, length));
      bytes = grown;
    }
    new Uint8Array(bytes, length).set(next.value);
    length += next.value.byteLength;
  }
  return { bytes, length };
}

/**
 * The answer to `req` when it calls only the worker's procedures, else undefined (the route serves it). The
 * route's own bound holds: a body or query over `maxBytes` gets `tooLarge()`, unread past the bound.
 */
export async function packWorkResponse(
  req: Request,
  maxBytes: number,
  tooLarge: () => Response,
): Promise<Response | undefined> {
  if (req.method !== "GET" && req.method !== "POST") return undefined;
  const url = new URL(req.url);
  const paths = calledPaths(url);
  if (!paths?.every(servedByWorker)) return undefined;
  const task = taskOfPath[paths[0] as (typeof workerPaths)[number]];
  if (url.search.length > maxBytes) return tooLarge();
  const body = req.method === "POST" ? await readBody(req, maxBytes) : null;
  if (body === "too large") return tooLarge();
  const { deadlineMs, waitMs } = packWorkSettings();
  let answer: HttpResponseData;
  try {
    answer = await packPool().run(
      "http",
      {
        url: req.url,
        method: req.method,
        headers: [...req.headers],
        body: body?.bytes ?? null,
        bodyLength: body?.length ?? 0,
      },
      { deadlineMs, waitMs, transfer: body ? [body.bytes] : [] },
    );
  } catch (error) {
    return refusal(req, error, task);
  }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
