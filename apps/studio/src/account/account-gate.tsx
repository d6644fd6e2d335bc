// What an account page shows before its sections: with sign-in off, that it is not configured; signed out,
// a request to sign in; signed in, the sections (each loads only the signed-in person's own things).
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { authSettings } from "~/server/auth/settings";
import { signedInAccount } from "~/server/auth/signed-in";

export async function AccountGate({ what, children }: { what: string; children: ReactNode }) {
  if (!authSettings()) {
    return (
      <p data-testid="account-gate">
        Sign-in is not configured on this studio, so it has no accounts and this page has nothing to show. The operator
        turns it on with an OpenID Connect issuer or a GitHub app (README, “Sign-in and ownership”).
      </p>
    );
  }
  const account = await signedInAccount(await headers()).catch(() => null);
  if (!account) {
    return <p data-testid="account-gate">Sign in (at the top right) to see {what}.</p>;
  }
  return children;
}
