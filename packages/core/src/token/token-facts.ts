// The facts of personal API tokens and device login (DECISIONS.md 13): token form, expiries, scopes, user codes,
// the client name a login gives.

/** Every personal token starts with this, so a reader (and secret scanners) can tell it from the operator's. */
export const personalTokenPrefix = "pst_";

/** A personal token: the prefix and 32 random bytes as 43 characters of base64url. */
export const personalTokenPattern = /^pst_[A-Za-z0-9_-]{43}$/;

export const isPersonalToken = (text: string): boolean => text.startsWith(personalTokenPrefix);

/** How long a token lives, in days: an expiry is required (no token lives for ever). */
export const tokenExpiryDays = [7, 30, 90, 365] as const;
export type TokenExpiryDays = (typeof tokenExpiryDays)[number];

/** What a token may do; publishing is the only scope so far. */
export const tokenScopes = ["publish"] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** The days a token made by `packstudio login` lasts. */
export const loginTokenDays = 90;

/** A token's name: what the person calls it on /account (at most this many characters). */
export const maxTokenNameLength = 80;

/** Device login: the code the person types is 8 letters shown as ABCD-EFGH (no vowels, no look-alikes). */
export const userCodeAlphabet = "BCDFGHJKLMNPQRSTVWXZ";
export const userCodePattern = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

/** A typed user code as stored: upper case, the dash put back, spaces and other dashes dropped. */
export function normalizeUserCode(typed: string): string {
  const letters = typed.toUpperCase().replaceAll(/[\s-]/g, "");
  return letters.length === 8 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : letters;
}

/** What `packstudio login` says it runs on (its host name), shown on /device and in the new token's name. */
export const maxClientNameLength = 64;
const clientNameCharacters = "\\w .@()-";
/** Letters, digits, spaces and . _ - @ ( ): what device.start accepts, after trimming. */
export const clientNamePattern = new RegExp(`^[${clientNameCharacters}]{1,${maxClientNameLength}}$`);
const notInClientName = new RegExp(`[^${clientNameCharacters}]`, "g");

/** A host name as a client name: any other character becomes "-", cut at the limit; "a terminal" when blank. */
export function clientNameOf(host: string): string {
  const name = host.replaceAll(notInClientName, "-").slice(0, maxClientNameLength).trim();
  return name === "" ? "a terminal" : name;
}

/** A device code lives 10 minutes; the CLI polls every 5 s at most (RFC 8628's default interval). */
export const deviceCodeSeconds = 600;
export const devicePollSeconds = 5;
