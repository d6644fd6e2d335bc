// Share links from the terminal: the "#z:" form (files in the link) and storing a share through a studio's tRPC route.
import { deflateRawSync } from "node:zlib";
import { type Expiry, packProblems, packProblemText } from "@packstudio/core";
import { UsageError } from "./io.js";
import { postToStudio, rateLimitedLine } from "./studio-http.js";

/** Where a link points without --server: the studio's default address (`npm start`). */
export const defaultServer = "http://localhost:3000";

/** The most characters of data a `#z:` link carries: the studio's limit (apps/studio/src/share/fragment.ts). */
export const maxFragmentChars = 8000;

/** `#z:` + base64url of the raw DEFLATE (RFC 1951) of the files as UTF-8 JSON: what the studio's /s page reads. */
export function fragmentData(files: Record<string, string>): string {
  return deflateRawSync(Buffer.from(JSON.stringify(files), "utf8"), { level: 9 }).toString("base64url");
}

/** Why the studio would refuse these files (DECISIONS.md 1), or undefined: checked before anything is sent. */
export function limitProblem(files: Record<string, string>): string | undefined {
  if (Object.keys(files).length === 0) return "the folder holds no files";
  const [first] = packProblems(files);
  return first && packProblemText(first);
}

/** The studio's address as given, checked, without a trailing slash. */
export function serverBase(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--server must be the studio's address, like http://localhost:3000, not "${text}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--server must be an http:// or https:// address, not "${text}".`);
  if (url.search || url.hash)
    throw new UsageError(`--server is the studio's address alone: drop "${url.search}${url.hash}".`);
  return url.href.replace(/\/+$/, "");
}

export interface StoredShare {
  id: string;
  path: string;
  deleteKey: string;
  expiresAt: string | null;
}

/** The studio said no (a 4xx): a refusal, exit 1. Unreachable or failing studios are UsageErrors (exit 2). */
export class ShareRefused extends Error {}

/** POST the files to `${server}/api/trpc/share.create` and read `result.data`. */
export async function storeShare(server: string, files: Record<string, string>, expiry: Expiry): Promise<StoredShare> {
  const response = await postToStudio(server, "share.create", { files, expiry });
  const { endpoint, message } = response;
  if (response.status === 429) throw new ShareRefused(rateLimitedLine(server, response, message));
  if (response.status >= 400 && response.status < 500)
    throw new ShareRefused(`The studio at ${server} refused the share (HTTP ${response.status}): ${message}`);
  if (!response.ok) throw new UsageError(`The studio at ${server} failed (HTTP ${response.status}): ${message}`);
  const data = response.data as Partial<StoredShare> | undefined;
  if (!data || typeof data.id !== "string" || typeof data.path !== "string" || typeof data.deleteKey !== "string")
    throw new UsageError(`${endpoint} did not answer as a Pack Studio does: is --server the studio's address?`);
  return {
    id: data.id,
    path: data.path,
    deleteKey: data.deleteKey,
    expiresAt: typeof data.expiresAt === "string" ? data.expiresAt : null,
  };
}
