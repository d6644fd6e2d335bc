// Keyset cursors of catalog pages: the sort key of a page's edge row, opaque in links, checked when read back.

import { isNamedError } from "../named-error.js";

/** Where a page starts: after (`a`) or before (`b`) the row whose sort key is `k`, under sort `s`. */
export interface Cursor {
  s: "relevance" | "name" | "updated";
  d: "a" | "b";
  k: (string | number)[];
}

/** A cursor is at most this long in a link (a name and an id, base64url). */
export const maxCursorLength = 4096;

/** updated_at as PostgreSQL writes a timestamptz as text (what the cursor carries back). */
const timestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** A cursor this catalog cannot read: the request's fault (a link cut short or made by hand), not the server's. */
export class CursorError extends Error {
  override name = "CursorError";
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, "CursorError");
  }
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

/** The cursor in `text`, or an error saying what is wrong with it (a link cut short, or made by hand). */
export function decodeCursor(text: string, sort: Cursor["s"]): Cursor {
  const bad = (why: string) =>
    new CursorError(`The page cursor is not valid (${why}): open the first page of the search again.`);
  if (text.length > maxCursorLength) throw bad(`over ${maxCursorLength} characters`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw bad("not a cursor this catalog made");
  }
  const c = value as Partial<Cursor>;
  // Values the database would refuse to cast (a 500, not the request's 400): checked here, before any SQL.
  const castable = (v: unknown, i: number) =>
    typeof v === "number"
      ? Math.abs(v) <= 2_147_483_647
      : typeof v === "string" && !v.includes("\u0000") && (sort !== "updated" || i > 0 || timestamp.test(v));
  const keys = sort === "relevance" ? ["number", "string", "string"] : ["string", "string"];
  if (
    typeof c !== "object" ||
    c === null ||
    c.s !== sort ||
    (c.d !== "a" && c.d !== "b") ||
    !Array.isArray(c.k) ||
    c.k.length !== keys.length ||
    c.k.some((v, i) => typeof v !== keys[i] || (typeof v === "number" && !Number.isInteger(v)) || !castable(v, i))
  )
    throw bad(c?.s && c.s !== sort ? `made for the ${c.s} sort, not ${sort}` : "not a cursor this catalog made");
  return c as Cursor;
}
