// Publishing from the terminal: POST the files and the token to a studio's catalog.publish tRPC route.
import { type Finding, studioRoutes } from "@packstudio/core";
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

/** POST to `${server}/api/trpc/catalog.publish`; resolves with `result.data`, throws PublishRefused or UsageError. */
export async function publishToStudio(
  server: string,
  files: Record<string, string>,
  token: string,
): Promise<Published> {
  const response = await postToStudio(server, "catalog.publish", { files, token });
  const { endpoint, error, message } = response;
  if (response.status >= 400 && response.status < 500) {
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
  if (!response.ok) throw new UsageError(`The studio at ${server} failed (HTTP ${response.status}): ${message}`);
  const data = response.data as Partial<Published> | undefined;
  if (!data || typeof data.id !== "string" || typeof data.version !== "number")
    throw new UsageError(`${endpoint} did not answer as a Pack Studio does: is --server the studio's address?`);
  return {
    id: data.id,
    version: data.version,
    created: data.created === true,
    warnings: typeof data.warnings === "number" ? data.warnings : 0,
    path: typeof data.path === "string" ? data.path : studioRoutes.pack(data.id),
  };
}
