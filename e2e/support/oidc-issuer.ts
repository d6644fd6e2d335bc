// A real OpenID Provider (oidc-provider) on loopback for the sign-in specs: one confidential client (the
// studios under test) and two people, Ada and Grace. Its development login page takes the person's login
// (`ada` or `grace`, any password) and asks for consent: the specs fill both as a person would.
// Run as a Playwright web server: `node --import tsx support/oidc-issuer.ts`, port and studios from the env.
import Provider, { type Configuration } from "oidc-provider";

export const oidcClient = { id: "packstudio-e2e", secret: "packstudio-e2e-client-secret" };

/** The two test people: their login on the issuer's page, and the claims the studio receives. */
export const people = {
  ada: { name: "Ada Lovelace", email: "ada@example.test" },
  grace: { name: "Grace Hopper", email: "grace@example.test" },
} as const;

export function issuerConfiguration(studioOrigins: string[]): Configuration {
  return {
    clients: [
      {
        client_id: oidcClient.id,
        client_secret: oidcClient.secret,
        redirect_uris: studioOrigins.map((o) => `${o}/api/auth/callback/oidc`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    // Anyone but the two people is unknown here: the login fails, as at a real issuer.
    findAccount: (_ctx, sub) => {
      const person = people[sub as keyof typeof people];
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, name: person.name, email: person.email, email_verified: true }),
      };
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.OIDC_PORT);
  const studios = (process.env.OIDC_STUDIOS ?? "").split(",").filter(Boolean);
  if (!port || studios.length === 0) throw new Error("Set OIDC_PORT and OIDC_STUDIOS (comma-separated origins).");
  const provider = new Provider(`http://127.0.0.1:${port}`, issuerConfiguration(studios));
  provider.listen(port, "127.0.0.1");
}
