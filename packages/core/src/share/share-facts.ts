// The facts of share links and reviews (DECISIONS.md 11): the id form, the expiries and the verdicts.

/** A share id: 16 characters of the URL-safe base64 alphabet. */
export const shareIdPattern = /^[A-Za-z0-9_-]{16}$/;

/** What a share id looks like, for the message about one that is not. */
export const shareIdForm = 'a share id is 16 characters of A-Z, a-z, 0-9, "_" and "-"';

/** `<what> is not a share id: a share id is …`: the start of every refusal of a malformed id. */
export const notAShareId = (what: string) => `${what} is not a share id: ${shareIdForm}.`;

/** When a stored share stops opening; "never" is the default. */
export const shareExpiries = ["1d", "1w", "1m", "never"] as const;
export type Expiry = (typeof shareExpiries)[number];

const day = 86_400_000;
/** How long each expiry lasts (a month is 30 days). */
export const expiryMs: Record<Exclude<Expiry, "never">, number> = { "1d": day, "1w": 7 * day, "1m": 30 * day };

/** The expiries as prose: `1d, 1w, 1m or never`. */
export const expiryList = `${shareExpiries.slice(0, -1).join(", ")} or ${shareExpiries.at(-1)}`;

export const isExpiry = (value: string): value is Expiry => (shareExpiries as readonly string[]).includes(value);

/** A reviewer's verdict on a review. */
export const verdicts = ["approve", "request_changes"] as const;
export type Verdict = (typeof verdicts)[number];
