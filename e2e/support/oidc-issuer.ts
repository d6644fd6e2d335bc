// A real OpenID Provider (oidc-provider) on loopback for the sign-in specs: one confidential client (the
// studios under test) and its people: Ada and Grace; an impostor given Grace's address unverified and Grace
// again under a second subject (issue 26); Mallory, whose name is markup. Its development login page takes the
// person's login (any password) and asks for consent: the specs fill both as a person would.
// Run as a Playwright web server: `node --import tsx support/oidc-issuer.ts`, port and studios from the env.
import Provider, { type Configuration } from "oidc-provider";

export const oidcClient = { id: "packstudio-e2e", secret: "packstudio-e2e-client-secret" };

/** The test people: their login on the issuer's page (the subject), and the claims the studio receives. */
export const people = {
  ada: { name: "Ada Lovelace", email: "ada@example.test" },
  grace: { name: "Grace Hopper", email: "grace@example.test" },
  // An account at the issuer that claims Grace's address, which the issuer never verified.
  impostor: { name: "Not Grace", email: "grace@example.test", verified: false },
  // Grace's address under another subject, verified there too (a second login, or the issuer's own duplicate).
  "grace-again": { name: "Grace Hopper (second login)", email: "grace@example.test" },
  mallory: {
    name: '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"><svg onload=window.__xss=1>',
    email: "mallory@example.test",
  },
} as const satisfies Record<string, { name: string; email: string; verified?: false }>;

export type Person = keyof typeof people;
const byLogin: Record<string, { name: string; email: string; verified?: false }> = people;

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
    // Anyone but these people is unknown here: the login fails, as at a real issuer.
    findAccount: (_ctx, sub) => {
      const person = Object.hasOwn(byLogin, sub) ? byLogin[sub] : undefined;
      if (!person) return undefined;
      const verified = person.verified ?? true;
      return {
        accountId: sub,
        claims: () => ({ sub, name: person.name, email: person.email, email_verified: verified }),
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
