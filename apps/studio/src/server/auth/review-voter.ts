// The browser an open-mode verdict belongs to (issue 29): a random voter id in an httpOnly cookie, issued with the
// first verdict. Verdicts store only its SHA-256, and no answer ever carries either: a voter id cannot be read off
// the page and replayed, so a typed name's verdict is replaced only from the browser that cast it.
import { createHash, randomBytes } from "node:crypto";

export const voterCookie = "packstudio_voter";
/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is no voter (a new one is issued). */
const voterText = /^[A-Za-z0-9_-]{43}$/;
/** A year: the verdicts a person gives from one browser stay theirs to change. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The voter id a Cookie header carries, or undefined (none, or not one this studio wrote). */
export function readVoter(cookieHeader: string | null): string | undefined {
  if (!cookieHeader || cookieHeader.length > 16_384) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== voterCookie) continue;
    const value = part.slice(eq + 1).trim();
    if (voterText.test(value)) return value;
  }
  return undefined;
}

/** What the database keeps of a voter id. */
export const voterHash = (voter: string) => createHash("sha256").update(voter).digest("hex");

/**
 * The request's voter, issuing one when it has none: the new id goes out in `Set-Cookie` on this answer
 * (HttpOnly, SameSite=Lax, Secure on https). Called only when a verdict is cast, so reading a review sets nothing.
 */
export function requestVoter(headers: Headers, answer: Headers, secure: boolean): () => string {
  let voter = readVoter(headers.get("cookie"));
  return () => {
    if (voter) return voter;
    voter = randomBytes(32).toString("base64url");
    answer.append(
      "set-cookie",
      `${voterCookie}=${voter}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    return voter;
  };
}
