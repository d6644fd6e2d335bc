// packWorkResponse(request): a tRPC request that calls only pack.lint, command.render and command.parse is served
// whole by the pack pool (http-task.ts), so the main thread never decodes, parses or checks a pack: a 5 MiB body
// costs it one copy. Anything else is left to the route (undefined).
import { readCapped } from "@packstudio/core";
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
  // Read into one buffer sized by the declared length (core's readCapped), so no single step on this thread
  // touches the whole of a 5 MiB body.
  const body =
    req.method === "POST"
      ? await readCapped(req.body, maxBytes, Number(req.headers.get("content-length") ?? "0"))
      : null;
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
        body: body?.buffer ?? null,
        bodyLength: body?.byteLength ?? 0,
      },
      { deadlineMs, waitMs, transfer: body ? [body.buffer] : [] },
    );
  } catch (error) {
    return refusal(req, error, task);
  }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
