// The studio's better-auth instance when sign-in is configured: OIDC (generic OAuth plugin, discovery) and
// GitHub, sessions in the studio's database through the Drizzle adapter (both drivers).
import "server-only";
import { studioRoutes } from "@packstudio/core";
import type { Store } from "@packstudio/db";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { peerHeader } from "../rate-limits/client-address";
import { studioStore } from "../store-instance";
import { githubUserInfo } from "./github-user-info";
import { oidcUser } from "./provider-identity";
import { type AuthSettings, authSettings } from "./settings";

/** The provider id of the configured OpenID Connect issuer (callback: /api/auth/callback/oidc). */
export const oidcProviderId = "oidc";

/** A session lasts a week and is renewed once a day while used. */
const sessionSeconds = 7 * 24 * 3600;

/**
 * The provider's address reaches a user row only from a provider's callback (a sign-in): any other write that
 * would give a user an address or mark one verified is refused, since a verified address makes its account a
 * co-owner by that address. (auth-route.ts offers no other route that writes users; this holds if one is added.)
 */
async function onlyFromSignIn(user: Record<string, unknown>, context: { path?: string } | null) {
  if (context?.path?.startsWith("/callback/")) return;
  if ((user.providerEmail ?? null) !== null || user.providerEmailVerified === true) return false;
}

export function buildAuth(settings: AuthSettings, store: Store) {
  const { oidc, github } = settings;
  return betterAuth({
    appName: "Pack Studio",
    baseURL: settings.baseUrl,
    basePath: studioRoutes.auth,
    secret: settings.secret,
    database: drizzleAdapter(store.accounts.db, { provider: "pg", schema: store.accounts.tables }),
    // The network is closed at run time, and nothing about a studio's users leaves it.
    telemetry: { enabled: false },
    session: { expiresIn: sessionSeconds, updateAge: 24 * 3600 },
    // The address the provider gave and whether it said verified (provider-identity.ts), written at each sign-in.
    user: {
      additionalFields: {
        providerEmail: { type: "string", required: false },
        providerEmailVerified: { type: "boolean", required: false, defaultValue: false },
      },
    },
    // One provider subject is one account: never linked to another, implicitly or on request (issue 26).
    account: { accountLinking: { enabled: false, disableImplicitLinking: true } },
    databaseHooks: { user: { create: { before: onlyFromSignIn }, update: { before: onlyFromSignIn } } },
    // Limits are the studio's own (auth-route.ts), by the studio's client address; better-auth's would count a
    // client-sent X-Forwarded-For. Sessions record the address the peer stamp wrote (client-address.ts).
    rateLimit: { enabled: false },
    // Cookies: HttpOnly and SameSite=Lax (better-auth's defaults), Secure whenever the base URL is https.
    advanced: {
      useSecureCookies: settings.baseUrl.startsWith("https:"),
      ipAddress: { ipAddressHeaders: [peerHeader] },
    },
    socialProviders: github
      ? {
          github: {
            clientId: github.clientId,
            clientSecret: github.clientSecret,
            getUserInfo: githubUserInfo,
            overrideUserInfoOnSignIn: true,
          },
        }
      : {},
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: oidcProviderId,
                name: oidc.label,
                discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ["openid", "profile", "email"],
                // The id token's signature, issuer and audience are checked against the issuer's keys.
                requireIdTokenVerification: true,
                // Signing out of the studio does not sign the person out of their identity provider.
                disableProviderLogout: true,
                mapProfileToUser: (claims) => ({ ...oidcUser(oidcProviderId, claims) }),
                // Name, picture and address as the issuer gives them now, at every sign-in.
                overrideUserInfo: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type StudioAuth = ReturnType<typeof buildAuth>;

// One per process, on globalThis for the same reason as the store (store-instance.ts).
const key = Symbol.for("packstudio.studioAuth");
const held = globalThis as { [key]?: Promise<StudioAuth> | undefined };

/** Thrown when the OIDC issuer's discovery could not be read: the next request tries again. */
export class IssuerUnreachable extends Error {
  override name = "IssuerUnreachable";
}

/** The process's auth, or undefined when sign-in is not configured (the studio is open). */
export async function studioAuth(): Promise<StudioAuth | undefined> {
  const settings = authSettings();
  if (!settings) return undefined;
  held[key] ??= (async () => {
    const auth = buildAuth(settings, await studioStore());
    // Discovery runs once, when the context is made; an issuer that was down then is skipped by better-auth,
    // so an instance without it is not kept.
    const context = await auth.$context;
    if (settings.oidc && !context.socialProviders.some((p) => p.id === oidcProviderId)) {
      throw new IssuerUnreachable(
        `The OpenID Connect issuer ${settings.oidc.issuer} could not be read (its /.well-known/openid-configuration, with an issuer and jwks_uri): sign-in with it is unavailable until it answers.`,
      );
    }
    return auth;
  })().catch((error: unknown) => {
    held[key] = undefined;
    throw error;
  });
  return held[key];
}
