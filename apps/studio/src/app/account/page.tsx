// /account: the signed-in account's page, composed of its sections (this branch: shares; tokens join it).
import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccountShares } from "~/account/account-shares";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/catalog/site-header";
import { authSettings } from "~/server/auth/settings";
import { signedInAccount } from "~/server/auth/signed-in";
import { TrpcProvider } from "~/trpc/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Account · Pack Studio" };

export default async function AccountPage() {
  const account = authSettings() ? await signedInAccount(await headers()).catch(() => null) : null;
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" data-testid="account-page">
        <h1>Account</h1>
        {!authSettings() && (
          <p className={styles.text}>This studio has no sign-in configured: there are no accounts.</p>
        )}
        {authSettings() && !account && (
          <p className={styles.text}>Sign in (at the top of the page) to see your account.</p>
        )}
        {account && (
          <TrpcProvider>
            <AccountShares />
          </TrpcProvider>
        )}
      </main>
    </div>
  );
}
