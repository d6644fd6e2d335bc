// Audit log entries as a list (newest first): when, what, who, from where, on which pack or share.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";
import styles from "./audit.module.css";

export type AuditEntryView = inferRouterOutputs<AppRouter>["audit"]["all"]["entries"][number];

const actions: Record<string, string> = {
  publish: "Published",
  "owner.add": "Co-owner added",
  "owner.remove": "Owner removed",
  "owner.transfer": "Transferred",
  "share.delete": "Share deleted",
  verdict: "Verdict",
  "token.create": "Token created",
  "token.revoke": "Token revoked",
};

function who(entry: AuditEntryView): string {
  if (entry.actor === "operator") return "the operator's token";
  if (entry.actor === "account") return entry.accountName ?? entry.accountId ?? "an account";
  return "nobody signed in";
}

export function AuditList({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className={styles.soft}>No entries.</p>;
  return (
    <ol className={styles.entries} data-testid="audit-entries">
      {entries.map((e) => (
        <li key={e.id} className={styles.entry} data-testid="audit-entry" data-action={e.action}>
          <span className={styles.what}>{actions[e.action] ?? e.action}</span> {e.packId && <code>{e.packId}</code>}{" "}
          {e.shareId && <code>share {e.shareId}</code>} by <span data-testid="audit-who">{who(e)}</span>
          {e.detail && <span className={styles.soft}> · {e.detail}</span>}
          <br />
          <time className={styles.soft} dateTime={e.at}>
            {e.at.replace("T", " ").slice(0, 19)} UTC
          </time>
          <span className={styles.soft}> · from {e.clientAddress ?? "an unknown address"}</span>
        </li>
      ))}
    </ol>
  );
}
