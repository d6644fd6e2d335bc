// One POST to a studio's tRPC route over HTTP, with a clear error when the studio cannot be reached; bounded in
// time (the whole answer) and size, and never sent on by a redirect.
import { byteSize, readCapped, studioRoutes } from "@packstudio/core";
import { UsageError } from "./io.js";

/** How long the whole exchange may take, body included (a slow drip is cut too). */
const timeoutMs = 30_000;
/** The most bytes an answer may hold: the largest (publish's findings for a 5 MiB pack) is far below. */
export const maxStudioAnswerBytes = 32 * 1024 * 1024;

/** The `error` of a tRPC answer. */
export interface TrpcError {
  message?: unknown;
  data?: { code?: unknown; findings?: unknown };
}

export interface StudioAnswer {
  endpoint: string;
  status: number;
  ok: boolean;
  text: string;
  /** The seconds a 429 asks to wait (its Retry-After header), when it says. */
  retryAfterSeconds: number | undefined;
  /** The answer's tRPC `error`, when it is JSON and has one. */
  error: TrpcError | undefined;
  /** What to tell a person: the error's message, else the start of the body (a proxy's page, say). */
  message: string;
  /** The answer's `result.data`, when it is JSON and has one (each caller checks its fields). */
  data: Record<string, unknown> | undefined;
}

function parsed(text: string): { error?: TrpcError; result?: { data?: unknown } } | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === "object" && value !== null
      ? (value as { error?: TrpcError; result?: { data?: unknown } })
      : undefined;
  } catch {
    return undefined; // not JSON: a proxy's page, or not a studio
  }
}

/** Retry-After as seconds: a number of seconds, or an HTTP date (RFC 9110 10.2.3). */
function readRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The line for a 429: the studio is limiting requests from this address. The studio's own message says which
 * limit; the Retry-After header says when to try again, and goes last so a script can read it.
 */
export function rateLimitedLine(server: string, answer: StudioAnswer, message: string): string {
  const wait =
    answer.retryAfterSeconds === undefined
      ? "Wait a while and try again."
      : `Retry after ${answer.retryAfterSeconds} s (Retry-After: ${answer.retryAfterSeconds}).`;
  return `the studio at ${server} is rate limiting this address (HTTP 429): ${message} ${wait}`;
}

/** Why a fetch failed, in words: the deadline, else the socket's code or message. */
function failure(error: unknown, deadlineMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (error as Error).name === "TimeoutError"
    ? `no complete answer within ${deadlineMs / 1000} s`
    : (cause?.code ?? cause?.message ?? (error as Error).message);
}

/**
 * POST `body` as JSON to `${server}/api/trpc/${route}`; throws a UsageError (exit 2) when nothing answers, when
 * the answer redirects (following could carry the body, a token with it, to another host), takes longer than
 * `deadlineMs` in all, or holds more than `maxStudioAnswerBytes`.
 */
export async function postToStudio(
  server: string,
  route: string,
  body: unknown,
  deadlineMs = timeoutMs,
): Promise<StudioAnswer> {
  const endpoint = `${server}${studioRoutes.trpcCall(route)}`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      redirect: "manual",
      // Also aborts the body's reading: the deadline covers the whole answer.
      signal: AbortSignal.timeout(deadlineMs),
    });
  } catch (error) {
    throw new UsageError(
      `Cannot reach the studio at ${server} (${failure(error, deadlineMs)}). Is it running, and is the address right?`,
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const to = response.headers.get("location") ?? "(no location)";
    throw new UsageError(
      `The studio at ${server} redirects to ${to}: give the studio's own address (nothing is sent on through a redirect).`,
    );
  }
  let bytes: Uint8Array | "too large";
  try {
    bytes = await readCapped(response.body, maxStudioAnswerBytes, Number(response.headers.get("content-length") ?? 0));
  } catch (error) {
    throw new UsageError(`The studio at ${server} stopped answering (${failure(error, deadlineMs)}).`);
  }
  if (bytes === "too large")
    throw new UsageError(
      `The studio at ${server} answered with more than ${byteSize(maxStudioAnswerBytes)}: no studio answer is that large. Is the address right?`,
    );
  const text = new TextDecoder().decode(bytes);
  const answer = parsed(text);
  const error = typeof answer?.error === "object" && answer.error !== null ? answer.error : undefined;
  const data = answer?.result?.data;
  return {
    endpoint,
    status: response.status,
    ok: response.ok,
    text,
    retryAfterSeconds: readRetryAfter(response.headers.get("retry-after")),
    error,
    message:
      typeof error?.message === "string"
        ? error.message
        : text.replace(/\s+/g, " ").trim().slice(0, 200) || "(no message)",
    data: typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined,
  };
}
