// A whole tRPC request for pack.lint, command.render or command.parse, served inside the pack worker: the body is
// decoded, parsed, checked against the same zod input and answered there, so a 5 MiB pack costs the main thread
// only the bytes it passes on (transferred, not copied).
import { studioRoutes } from "@packstudio/core";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { workerRouter } from "./pack-procedures";
import { runTask } from "./tasks";

/** A request as the main thread hands it over; `body` is transferred. */
export interface HttpRequestData {
  url: string;
  method: string;
  headers: [string, string][];
  /** The body's bytes are its first `bodyLength`: the buffer was sized before the body had all come. */
  body: ArrayBuffer | null;
  bodyLength: number;
}

/** The response as the worker hands it back; `body` is transferred. */
export interface HttpResponseData {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** As app/api/trpc/[trpc]/route.ts serves the same paths: endpoint, batch size, queries sent as POST. */
export const trpcEndpoint = studioRoutes.trpc;
export const trpcOptions = { endpoint: trpcEndpoint, allowMethodOverride: true, maxBatchSize: 16 } as const;

const router = workerRouter(async (task, input) => runTask(task, input));

export async function answerHttp(data: HttpRequestData): Promise<HttpResponseData> {
  const body = data.body && new Uint8Array(data.body, 0, data.bodyLength);
  const req = new Request(data.url, { method: data.method, headers: data.headers, body });
  // Public procedures only: no rate limit, so no client address in the context.
  const res = await fetchRequestHandler({ ...trpcOptions, req, router, createContext: () => ({}) });
  return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer() };
}
