// /account: the signed-in person's own things, one section each (API tokens, shares).
import { AccountGate } from "~/account/account-gate";
import { AccountShares } from "~/account/account-shares";
import { AccountTokens } from "~/account/account-tokens";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/shell/site-header";
import { TrpcProvider } from "~/trpc/client";

export const dynamic = "force-dynamic";
export const metadata = { title: "Account · Pack Studio" };

export default function AccountPage() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" data-testid="account-page">
        <h1>Account</h1>
        <AccountGate what="your API tokens and shares">
          <AccountTokens />
          <TrpcProvider>
            <AccountShares />
          </TrpcProvider>
        </AccountGate>
      </main>
    </div>
  );
}
