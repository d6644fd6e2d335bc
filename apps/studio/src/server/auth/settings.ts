// Sign-in settings from the environment (DECISIONS.md 13): which providers, the public address, the secret.
// No provider set: undefined, and the studio stays open exactly as without this module.

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the button, "Sign in with <label>" (PACKSTUDIO_OIDC_LABEL; never the issuer's host). */
  label: string;
}

/** The sign-in button's name for the OIDC provider when PACKSTUDIO_OIDC_LABEL is not set. */
export const defaultOidcLabel = "single sign-on";

/** PACKSTUDIO_OIDC_LABEL, checked: a short line of text (it is shown on every page's sign-in button). */
function oidcLabel(value: string | undefined): string {
  if (value === undefined || value.trim() === "") return defaultOidcLabel;
  const label = value.trim();
  if ([...label].length > 40 || /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(label)) {
    throw new Error(
      `PACKSTUDIO_OIDC_LABEL names the provider on the sign-in button ("Sign in with <label>"): 1 to 40 characters on one line, without control or formatting characters, such as "Acme SSO". Leave it out for "${defaultOidcLabel}".`,
    );
  }
  return label;
}

export interface AuthSettings {
  /** The studio's public address: redirects, cookie scope, and the origin that may post to sign-in routes. */
  baseUrl: string;
  /** Signs sessions and encrypts sign-in state; 32 characters or more. */
  secret: string;
  oidc?: OidcSettings | undefined;
  github?: { clientId: string; clientSecret: string } | undefined;
  /** PACKSTUDIO_ANONYMOUS_REVIEWS=on: comments and verdicts stay open to typed names, as without sign-in. */
  anonymousReviews: boolean;
}

type Env = Record<string, string | undefined>;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Loopback only: 127.0.0.0/8, ::1 and localhost (an http issuer anywhere else could be read or changed on the way). */
export function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function url(name: string, value: string): URL {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return parsed;
  } catch {}
  throw new Error(`${name} must be an http(s) URL such as https://studio.example.com, not "${value}".`);
}

/** All of a group's variables or none: a half-set group is a typo, not a wish to leave sign-in off. */
function group(env: Env, names: string[]): string[] | undefined {
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return undefined;
  const missing = names.filter((n) => !env[n]);
  if (missing.length)
    throw new Error(`${set.join(", ")} is set but ${missing.join(", ")} is not: set all of them, or none.`);
  return names.map((n) => env[n] as string);
}

/** Reads and checks the settings; throws a message that says which variable is wrong and how to fix it. */
export function authSettings(env: Env = process.env): AuthSettings | undefined {
  const oidc = group(env, ["PACKSTUDIO_OIDC_ISSUER", "PACKSTUDIO_OIDC_CLIENT_ID", "PACKSTUDIO_OIDC_CLIENT_SECRET"]);
  const github = group(env, ["PACKSTUDIO_GITHUB_CLIENT_ID", "PACKSTUDIO_GITHUB_CLIENT_SECRET"]);
  if (!oidc && !github) return undefined;
  const secret = env.PACKSTUDIO_AUTH_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error(
      `Sign-in is configured but PACKSTUDIO_AUTH_SECRET is ${secret ? "shorter than 32 characters" : "not set"}: it signs sessions. Set it to a long random value (openssl rand -base64 32).`,
    );
  }
  if (!env.PACKSTUDIO_BASE_URL) {
    throw new Error(
      "Sign-in is configured but PACKSTUDIO_BASE_URL is not set: set it to the studio's public address (https://studio.example.com), where the providers send people back.",
    );
  }
  const base = url("PACKSTUDIO_BASE_URL", env.PACKSTUDIO_BASE_URL);
  if (oidc) {
    const issuer = url("PACKSTUDIO_OIDC_ISSUER", oidc[0] as string);
    if (issuer.protocol === "http:" && !isLoopback(issuer.hostname)) {
      throw new Error(
        `PACKSTUDIO_OIDC_ISSUER must be https:// (${issuer.origin} is not a loopback address, where plain http is accepted for local use and tests).`,
      );
    }
  }
  return {
    baseUrl: base.origin,
    secret,
    oidc: oidc && {
      issuer: (oidc[0] as string).replace(/\/+$/, ""),
      clientId: oidc[1] as string,
      clientSecret: oidc[2] as string,
      label: oidcLabel(env.PACKSTUDIO_OIDC_LABEL),
    },
    github: github && { clientId: github[0] as string, clientSecret: github[1] as string },
    anonymousReviews: env.PACKSTUDIO_ANONYMOUS_REVIEWS === "on",
  };
}
