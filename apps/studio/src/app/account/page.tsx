// /account: the signed-in person's own things, one section each (API tokens; shares join it).
import { AccountGate } from "~/account/account-gate";
import { AccountTokens } from "~/account/account-tokens";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/catalog/site-header";

export const dynamic = "force-dynamic";
export const metadata = { title: "Account · Pack Studio" };

export default function AccountPage() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main">
        <h1>Account</h1>
        <AccountGate what="your API tokens">
          <AccountTokens />
        </AccountGate>
      </main>
    </div>
  );
}
