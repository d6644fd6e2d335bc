// run --live: an openapi command's request sent for real, from the person's own machine (DECISIONS 14), bounded
// in time and in the bytes of the answer kept.
import { bodyText, type HttpRequest, readPrefix } from "@packstudio/core";

export interface LiveLimits {
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
  /** Bytes of the answer's body kept; the rest is cut (and said to be). */
  maxBytes: number;
}

export const liveLimits: LiveLimits = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

export type LiveAnswer =
  | {
      ok: true;
      status: number;
      statusText: string;
      mediaType: string | null;
      text: string;
      truncated: boolean;
      durationMs: number;
    }
  | { ok: false; message: string; durationMs: number };

/** Sends `request` (an absolute URL: the caller checked) and reads its answer within `limits`. */
export async function sendLive(request: HttpRequest, limits: LiveLimits = liveLimits): Promise<LiveAnswer> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: bodyText(request),
      signal,
    });
    const { bytes, truncated } = await readPrefix(response.body, limits.maxBytes);
    const type = response.headers.get("content-type");
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      mediaType: type ? (type.split(";")[0]?.trim() ?? null) : null,
      text: new TextDecoder().decode(bytes),
      truncated,
      durationMs: took(),
    };
  } catch (error) {
    const timedOut = signal.aborted;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = timedOut
      ? `no answer within ${limits.timeoutMs / 1000} s`
      : (cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)));
    return { ok: false, message: `The request ${request.method} ${request.url} failed: ${why}.`, durationMs: took() };
  }
}
