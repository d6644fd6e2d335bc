// One POST to a studio's tRPC route over HTTP, with a clear error when the studio cannot be reached.
import { UsageError } from "./io.js";

const timeoutMs = 30_000;

export interface StudioAnswer {
  endpoint: string;
  status: number;
  ok: boolean;
  text: string;
}

/** POST `body` as JSON to `${server}/api/trpc/${route}`; throws a UsageError (exit 2) when nothing answers. */
export async function postToStudio(server: string, route: string, body: unknown): Promise<StudioAnswer> {
  const endpoint = `${server}/api/trpc/${route}`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why =
      (error as Error).name === "TimeoutError"
        ? `no answer within ${timeoutMs / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new UsageError(`Cannot reach the studio at ${server} (${why}). Is it running, and is the address right?`);
  }
  return { endpoint, status: response.status, ok: response.ok, text: await response.text() };
}
