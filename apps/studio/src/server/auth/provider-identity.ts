// What sign-in keeps of a provider's answer (issue 26): one account per provider subject, and the address the
// provider gave with whether it stated it verified. better-auth finds an existing user by its unique email column
// when a subject is new to it, and would then sign a second subject in as the first person: that column holds a
// key of the provider and subject instead, and the address lives in provider_email (packages/db, migration 0014).
import { createHash } from "node:crypto";

/** better-auth's user email for one provider subject: never an address, so no other sign-in ever matches it. */
export function subjectKey(providerId: string, subject: string): string {
  const digest = createHash("sha256").update(`${providerId}:${subject}`).digest("hex").slice(0, 40);
  return `${providerId}.${digest}@subject.invalid`;
}

/** The user fields sign-in writes at each sign-in (better-auth's, then the studio's additional ones). */
export interface ProviderUser {
  email: string;
  /** better-auth's flag describes its email column, the key: never an address anyone verified. */
  emailVerified: false;
  providerEmail: string | null;
  providerEmailVerified: boolean;
}

function address(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(text) && text.length <= 320 ? text : null;
}

/**
 * From an OpenID Connect id token's (or userinfo's) claims: the address counts as verified only when the issuer
 * says `email_verified: true` (a string "true" too, as some issuers write it); absent or anything else is not.
 */
export function oidcUser(providerId: string, claims: Record<string, unknown>): ProviderUser {
  const email = address(claims.email);
  const stated = claims.email_verified;
  return {
    email: subjectKey(providerId, String(claims.sub)),
    emailVerified: false,
    providerEmail: email,
    providerEmailVerified: email !== null && (stated === true || stated === "true"),
  };
}

/** One row of GitHub's GET /user/emails. */
export interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** From GitHub's user id and e-mail list: the primary address, verified only as GitHub says it is. */
export function githubUser(userId: number | string, emails: GitHubEmail[] | null | undefined): ProviderUser {
  const primary = (Array.isArray(emails) ? emails : []).find((e) => e?.primary === true);
  const email = address(primary?.email);
  return {
    email: subjectKey("github", String(userId)),
    emailVerified: false,
    providerEmail: email,
    providerEmailVerified: email !== null && primary?.verified === true,
  };
}
