// /admin/audit: the operator reads the whole audit log (DECISIONS.md 13) with the operator's token.
import type { Metadata } from "next";
import { AdminAudit } from "~/audit/admin-audit";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/shell/site-header";
import { TrpcProvider } from "~/trpc/client";

export const metadata: Metadata = { title: "Audit log · Pack Studio" };

export default function AdminAuditPage() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" data-testid="admin-audit">
        <h1>Audit log</h1>
        <p className={styles.text}>
          Publishes, owner changes, share deletions and verdicts, newest first. Give the operator's token (the server's
          STUDIO_PUBLISH_TOKEN); it stays in this page's memory and is never put in the address.
        </p>
        <TrpcProvider>
          <AdminAudit />
        </TrpcProvider>
      </main>
    </div>
  );
}
