// The "#z:" link form: a small pack's files carried in the link itself (raw DEFLATE, base64url), nothing stored.

import { shareFragmentPrefix as fragmentPrefix, studioRoutes } from "@packstudio/core";
import { packProblem } from "~/lib/pack-check";
import { deflateRaw, inflateRaw } from "./raw-deflate";

/**
 * The most characters of data a link may carry. Browsers take far longer URLs, but chat tools, CI comments
 * and mail clients cut or mangle links past a few KB; the CLI (`packstudio share`) uses the same limit.
 */
export const maxFragmentChars = 8000;

/** No pack's JSON is larger: the pack limit (5 MiB) with room for JSON escaping. */
const maxInflatedBytes = 12 * 1024 * 1024;

/** `hash`: the fragment (`#z:…`); `path`: the link's path, `/s` and the fragment. */
export type Encoded = { ok: true; hash: string; path: string; chars: number } | { ok: false; message: string };
export type Decoded = { ok: true; files: Record<string, string> } | { ok: false; message: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The fragment (`#z:…`) for a pack, or why it cannot be one (too large for a link, not a pack). */
export async function encodeFragment(files: Record<string, string>): Promise<Encoded> {
  const why = packProblem(files);
  if (why) return { ok: false, message: `This pack cannot be shared: ${why}.` };
  const data = toBase64Url(await deflateRaw(new TextEncoder().encode(JSON.stringify(files))));
  if (data.length > maxFragmentChars) {
    return {
      ok: false,
      message: `The pack is too large for a link without storing (${data.length} characters compressed; the limit is ${maxFragmentChars}). Use "Create link", which stores it.`,
    };
  }
  return { ok: true, hash: `${fragmentPrefix}${data}`, path: studioRoutes.fragmentShare(data), chars: data.length };
}

const damaged = (why: string): Decoded => ({
  ok: false,
  message: `This link's pack cannot be opened: ${why}. Copy the whole link again, or ask its sender for a stored link.`,
});

/** The pack a `#z:…` fragment carries, checked against the limits of DECISIONS.md 1 before anything shows it. */
export async function decodeFragment(hash: string): Promise<Decoded> {
  if (!hash.startsWith(fragmentPrefix)) return damaged('the link has no pack in it (it should end in "#z:" and data)');
  const data = hash.slice(fragmentPrefix.length);
  if (data === "") return damaged('nothing follows "#z:"');
  if (data.length > maxFragmentChars)
    return damaged(`its data is ${data.length} characters, over the ${maxFragmentChars} a link may carry`);
  if (!/^[A-Za-z0-9_-]+$/.test(data) || data.length % 4 === 1)
    return damaged("its data is not base64url (part of it may be cut or changed)");
  let inflated: Uint8Array;
  try {
    inflated = await inflateRaw(fromBase64Url(data), maxInflatedBytes);
  } catch (error) {
    if (error instanceof RangeError) return damaged("it holds more than a pack may (5 MiB)");
    return damaged("its data does not decompress (it is cut short or changed)");
  }
  let files: unknown;
  try {
    files = JSON.parse(new TextDecoder().decode(inflated));
  } catch {
    return damaged("its data is not a pack's files (not JSON)");
  }
  const why = packProblem(files);
  if (why) return damaged(why);
  return { ok: true, files: files as Record<string, string> };
}
