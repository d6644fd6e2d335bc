// --from <studio>/packs/<id>: fetch a published version's files from a studio and check them against the
// SHA-256 the studio states for that version (DECISIONS.md 11), before any face serves them.
import { byteSize, readCapped, studioRoutes } from "@packstudio/core";
import { snapshotSha256 } from "@packstudio/db/canonical";
import { UsageError } from "./io.js";
import { limitProblem } from "./share-link.js";

/** How long the studio may take over its whole answer (headers and body: a slow drip is cut too), and the most
 * bytes its answer may hold. */
export const fetchTimeoutMs = 30_000;
/** A pack holds 5 MiB at most; JSON escapes can grow text up to 6 times (`\u0001`): 32 MiB bounds any answer. */
export const maxAnswerBytes = 32 * 1024 * 1024;

/** The studio refused or failed, or its files did not check out: exit 1 (nothing is served). */
export class FetchRefused extends Error {}

export interface PackSource {
  /** The studio's address (origin and any base path), without a trailing slash. */
  server: string;
  id: string;
  version: number | undefined;
}

export interface FetchedPack {
  files: Record<string, string>;
  id: string;
  version: number;
  sha256: string;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A loopback host: `localhost`, `127.0.0.0/8` or `[::1]` (the machine itself: nobody on the way to tamper). */
export function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

const usage = "Give a pack's page, like https://studio.example/packs/ledger (or ?version=N for one version).";

/** `https://<studio>/packs/<id>[?version=N]`; plain http only to this machine (loopback). */
export function packSource(text: string): PackSource {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--from must be a pack's address, not "${text}". ${usage}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new UsageError(`--from must be an https:// address, not ${url.protocol}. ${usage}`);
  if (url.protocol === "http:" && !isLoopback(url.hostname))
    throw new UsageError(
      `--from ${url.origin}: plain http reaches only this machine (localhost, 127.0.0.1, [::1]). Anyone on the way could change the pack's files and the hash that checks them: use https://.`,
    );
  if (url.username || url.password)
    throw new UsageError("--from must not carry a user name or password: a published pack needs none to read.");
  const match = /^(.*)\/packs\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) throw new UsageError(`--from ${text} is not a pack's page (…/packs/<id>). ${usage}`);
  const [, base = "", rawId = ""] = match;
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    throw new UsageError(`--from ${text}: the pack id is not valid percent-encoding. ${usage}`);
  }
  const params = [...url.searchParams.keys()].filter((k) => k !== "version");
  if (params.length) throw new UsageError(`--from takes only ?version=N, not ?${params[0]}. ${usage}`);
  const raw = url.searchParams.get("version");
  const version = raw === null ? undefined : Number(raw);
  if (version !== undefined && !(/^\d{1,7}$/.test(raw ?? "") && version >= 1))
    throw new UsageError(`--from ${text}: "${raw}" is not a version; ?version=N takes a whole number from 1.`);
  return { server: `${url.origin}${base}`, id, version };
}

/** The answer's body as text, refused past `maxAnswerBytes` (declared or streamed) without reading the rest. */
async function boundedText(response: Response, where: string): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  const bytes = await readCapped(response.body, maxAnswerBytes, declared);
  if (bytes === "too large")
    throw new FetchRefused(`${where} answered with more than ${byteSize(maxAnswerBytes)}: no pack is that large.`);
  // The BOM is kept, as text: JSON.parse refuses it, as it refuses any answer that is not JSON.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/** With the u flag a pair is one code point, so only a lone surrogate is a Cs character. */
const loneSurrogate = /\p{Cs}/u;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The published version's files, checked: the id and version asked for, the limits of a pack, and the SHA-256. */
export function checkAnswer(source: PackSource, where: string, data: unknown): FetchedPack {
  const notStudio = () => new FetchRefused(`${where} did not answer as a Pack Studio does: is the address right?`);
  if (!isRecord(data) || !isRecord(data.pack) || !isRecord(data.version) || !isRecord(data.files)) throw notStudio();
  const { sha256, version } = data.version;
  if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256) || typeof version !== "number") throw notStudio();
  if (data.pack.id !== source.id)
    throw new FetchRefused(`${where} answered with the pack "${String(data.pack.id)}", not "${source.id}".`);
  if (source.version !== undefined && version !== source.version)
    throw new FetchRefused(`${where} answered with version ${version}, not version ${source.version}.`);
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(data.files)) {
    if (typeof text !== "string") throw new FetchRefused(`${where}: the file "${path}" is not text.`);
    // The SHA-256 hashes UTF-8, where a lone surrogate becomes U+FFFD: two texts would share one hash.
    if (loneSurrogate.test(path) || loneSurrogate.test(text))
      throw new FetchRefused(
        `${where}: the file ${JSON.stringify(path)} holds a lone surrogate (\\uD800-\\uDFFF alone), which is not text a studio stores: refused.`,
      );
    files[path] = text;
  }
  const why = limitProblem(files);
  if (why) throw new FetchRefused(`${where}: the pack is not within a pack's limits: ${why}.`);
  const got = snapshotSha256(files);
  if (got !== sha256)
    throw new FetchRefused(
      `The files of "${source.id}" version ${version} from ${source.server} do not match the SHA-256 the studio states for that version (stated ${sha256}, the files hash to ${got}): they were changed on the way or in the studio's store. Nothing is served.`,
    );
  return { files, id: source.id, version, sha256 };
}

/** Why a fetch failed, in words: the deadline, else the socket's code or message. */
function failure(error: unknown, deadlineMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (error as Error).name === "TimeoutError"
    ? `no complete answer within ${deadlineMs / 1000} s`
    : (cause?.code ?? cause?.message ?? (error as Error).message);
}

/**
 * GET the version through the studio's catalog.get route (files and the version's SHA-256). `deadlineMs` bounds
 * the whole exchange, body included; the body is read up to `maxAnswerBytes` and no further.
 */
export async function fetchPublishedPack(source: PackSource, deadlineMs = fetchTimeoutMs): Promise<FetchedPack> {
  const input = encodeURIComponent(JSON.stringify({ id: source.id, version: source.version }));
  const endpoint = `${source.server}${studioRoutes.trpcCall("catalog.get")}?input=${input}`;
  const where = `The studio at ${source.server}`;
  let response: Response;
  try {
    // No redirects: one could leave https or this machine; the person gives the final address instead.
    // The signal also aborts the body's reading: the deadline covers the whole answer.
    response = await fetch(endpoint, { redirect: "manual", signal: AbortSignal.timeout(deadlineMs) });
  } catch (error) {
    throw new FetchRefused(
      `Cannot reach the studio at ${source.server} (${failure(error, deadlineMs)}). Is the address right?`,
    );
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const to = response.headers.get("location") ?? "(no location)";
    throw new FetchRefused(`${where} redirects to ${to}: give --from the studio's own address.`);
  }
  let text: string;
  try {
    text = await boundedText(response, where);
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused(`${where} stopped answering (${failure(error, deadlineMs)}).`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FetchRefused(`${where} answered HTTP ${response.status} with something that is not JSON.`);
  }
  if (!response.ok) {
    const message = isRecord(body) && isRecord(body.error) ? body.error.message : undefined;
    throw new FetchRefused(
      typeof message === "string" ? message : `${where} answered HTTP ${response.status} for "${source.id}".`,
    );
  }
  const data = isRecord(body) && isRecord(body.result) ? body.result.data : undefined;
  return checkAnswer(source, where, data);
}
