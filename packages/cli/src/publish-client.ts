// Publishing from the terminal: POST the files and the token to a studio's catalog.publish tRPC route.
import type { Finding } from "@packstudio/core";
import { UsageError } from "./io.js";
import { postToStudio, rateLimitedLine } from "./studio-http.js";

export interface Published {
  id: string;
  version: number;
  created: boolean;
  warnings: number;
  path: string;
}

/** The studio refused (a 4xx: token, lint, limits): exit 1. An unreachable or failing studio is a UsageError (exit 2). */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly findings: Finding[],
    /** For a 429: the seconds the studio asks to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

interface TrpcError {
  message?: unknown;
  data?: { code?: unknown; findings?: unknown };
}

function readError(text: string): TrpcError | undefined {
  try {
    return (JSON.parse(text) as { error?: TrpcError }).error;
  } catch {
    return undefined; // not JSON: a proxy's page, or not a studio
  }
}

const snippet = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 200) || "(no message)";

/** POST to `${server}/api/trpc/catalog.publish`; resolves with `result.data`, throws PublishRefused or UsageError. */
export async function publishToStudio(
  server: string,
  files: Record<string, string>,
  token: string,
): Promise<Published> {
  const response = await postToStudio(server, "catalog.publish", { files, token });
  const { endpoint, text } = response;
  const error = readError(text);
  if (response.status >= 400 && response.status < 500) {
    const message = typeof error?.message === "string" ? error.message : snippet(text);
    const code = typeof error?.data?.code === "string" ? error.data.code : `HTTP ${response.status}`;
    const findings = Array.isArray(error?.data?.findings) ? (error.data.findings as Finding[]) : [];
    if (response.status === 404 && !error)
      throw new UsageError(`${endpoint} was not found (HTTP 404): is --server the studio's address?`);
    if (response.status === 429)
      throw new PublishRefused(
        rateLimitedLine(server, response, message),
        429,
        "TOO_MANY_REQUESTS",
        [],
        response.retryAfterSeconds,
      );
    throw new PublishRefused(message, response.status, code, findings);
  }
  if (!response.ok)
    throw new UsageError(
      `The studio at ${server} failed (HTTP ${response.status}): ${typeof error?.message === "string" ? error.message : snippet(text)}`,
    );
  let data: Partial<Published> | undefined;
  try {
    data = (JSON.parse(text) as { result?: { data?: Partial<Published> } }).result?.data;
  } catch {
    // handled below
  }
  if (!data || typeof data.id !== "string" || typeof data.version !== "number")
    throw new UsageError(`${endpoint} did not answer as a Pack Studio does: is --server the studio's address?`);
  return {
    id: data.id,
    version: data.version,
    created: data.created === true,
    warnings: typeof data.warnings === "number" ? data.warnings : 0,
    path: typeof data.path === "string" ? data.path : `/packs/${encodeURIComponent(data.id)}`,
  };
}
