// Rate-limit settings: defaults per route class, overridden by PACKSTUDIO_RATE_LIMITS (or "off" for tests and benchmarks).

/** The route classes that are limited, what each covers, and its default: hits per client address per window. */
export const rateLimitClasses = {
  share: { routes: "share.create, share.delete and share.deleteMine", limit: 30, windowSeconds: 60 },
  review: { routes: "review.comment and review.verdict", limit: 30, windowSeconds: 60 },
  publish: {
    routes: "catalog.publish, owners.add, owners.remove and owners.transfer",
    limit: 10,
    windowSeconds: 60,
  },
  dryRun: { routes: "command.dryRun", limit: 30, windowSeconds: 60 },
  // A CLI polls every 5 s (12 a minute) while one person approves: room for two logins from one address.
  device: { routes: "device.start and device.poll", limit: 30, windowSeconds: 60 },
  // A person types a code, looks, decides: a few calls a login; a guesser of codes needs millions.
  deviceApproval: { routes: "device.pending and device.decide", limit: 20, windowSeconds: 60 },
  // Starting a sign-in (a provider's callback needs the state a start made): room for an office behind one NAT.
  signIn: { routes: "signing in (POST /api/auth/sign-in/social)", limit: 30, windowSeconds: 60 },
} as const;

export type RateLimitClass = keyof typeof rateLimitClasses;

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** Each class's rule, or null when that class is not limited. */
export type RateLimitSettings = Record<RateLimitClass, RateLimitRule | null>;

const units: Record<string, number> = { s: 1, m: 60, h: 3600 };
const syntax =
  'PACKSTUDIO_RATE_LIMITS is "off", or a comma-separated list of class=LIMIT/WINDOW or class=off, like "share=30/1m,dryRun=10/30s,publish=off" (WINDOW: a number with s, m or h)';

function isClass(name: string): name is RateLimitClass {
  return Object.hasOwn(rateLimitClasses, name);
}

/** Read the setting; unknown classes or malformed rules throw an Error that says what is wrong and how to write it. */
export function parseRateLimits(text: string | undefined): RateLimitSettings {
  const settings = Object.fromEntries(
    Object.entries(rateLimitClasses).map(([name, c]) => [name, { limit: c.limit, windowSeconds: c.windowSeconds }]),
  ) as RateLimitSettings;
  const value = (text ?? "").trim();
  if (value === "") return settings;
  if (value === "off") {
    for (const name of Object.keys(settings) as RateLimitClass[]) settings[name] = null;
    return settings;
  }
  for (const part of value.split(",")) {
    const item = part.trim();
    if (item === "") continue;
    const [name = "", rule = "", ...extra] = item.split("=").map((s) => s.trim());
    if (!isClass(name) || extra.length) {
      const classes = Object.keys(rateLimitClasses).join(", ");
      throw new Error(`${syntax}. "${item}" names no class: the classes are ${classes}.`);
    }
    if (rule === "off") {
      settings[name] = null;
      continue;
    }
    const m = /^(\d{1,9})\/(\d{1,7})?([smh])$/.exec(rule);
    const limit = Number(m?.[1]);
    const windowSeconds = Number(m?.[2] ?? 1) * (units[m?.[3] ?? ""] ?? Number.NaN);
    if (!m || limit < 1 || !(windowSeconds >= 1) || windowSeconds > 7 * 86_400) {
      throw new Error(
        `${syntax}. "${item}" is not a rule: LIMIT is a whole number ≥ 1 and WINDOW at most a week (7 days, 168h).`,
      );
    }
    settings[name] = { limit, windowSeconds };
  }
  return settings;
}

let cached: { text: string | undefined; settings: RateLimitSettings } | undefined;

/** The settings from the environment, read again whenever the variable changes (tests change it). */
export function rateLimitSettings(env: Record<string, string | undefined> = process.env): RateLimitSettings {
  const text = env.PACKSTUDIO_RATE_LIMITS;
  if (cached && cached.text === text) return cached.settings;
  const settings = parseRateLimits(text);
  cached = { text, settings };
  return settings;
}

/** "30 a minute", "10 every 30 seconds": a rule as a person reads it. */
export function describeRule(rule: RateLimitRule): string {
  const w = rule.windowSeconds;
  const named: Record<number, string> = { 1: "a second", 60: "a minute", 3600: "an hour", 86400: "a day" };
  if (named[w]) return `${rule.limit} ${named[w]}`;
  const every = w % 3600 === 0 ? `${w / 3600} hours` : w % 60 === 0 ? `${w / 60} minutes` : `${w} seconds`;
  return `${rule.limit} every ${every}`;
}
