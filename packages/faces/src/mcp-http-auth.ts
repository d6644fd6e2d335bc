// The bearer token of `packstudio mcp --http`: made at start (or given), and checked in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** The environment variable that gives the token instead of a new one each start. */
export const TOKEN_VARIABLE = "PACKSTUDIO_MCP_TOKEN";
/** A given token shorter than this is refused: it could be guessed. */
export const MIN_TOKEN_LENGTH = 16;

/** 32 random bytes as base64url (43 characters): fits an HTTP header as is. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Why a given token cannot be used, or undefined when it can: visible ASCII (it goes in a header), long enough. */
export function tokenProblem(token: string): string | undefined {
  if (!/^[\x21-\x7e]*$/.test(token))
    return `${TOKEN_VARIABLE} may hold only visible ASCII characters (no spaces): it is sent in an Authorization header`;
  if (token.length < MIN_TOKEN_LENGTH)
    return `${TOKEN_VARIABLE} is ${token.length} characters long; give at least ${MIN_TOKEN_LENGTH} (a random one: openssl rand -hex 32)`;
  return undefined;
}

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether an Authorization header carries the token (`Bearer <token>`). Both sides are hashed first, so the
 * constant-time comparison sees buffers of one length whatever was sent, and the time says nothing of the token.
 */
export function bearerCheck(token: string): (header: string | string[] | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    if (typeof header !== "string") return false;
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}
