// /device: approve a `packstudio login` from a terminal by its code (DECISIONS.md 13).
import { AccountGate } from "~/account/account-gate";
import { DeviceApproval } from "~/account/device-approval";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/shell/site-header";

export const dynamic = "force-dynamic";
export const metadata = { title: "Approve a login · Pack Studio" };

export default async function DevicePage({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const code = (await searchParams).code;
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main">
        <h1>Approve a packstudio login</h1>
        <AccountGate what="packstudio login">
          <DeviceApproval initialCode={typeof code === "string" ? code.slice(0, 20) : ""} />
        </AccountGate>
      </main>
    </div>
  );
}
