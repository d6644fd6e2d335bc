"use client";
// The account's API tokens as a table: name, created, expires, last used, state; revoke after a confirmation.
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/client";
import styles from "./account.module.css";

interface Token {
  id: string;
  name: string;
  state: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "never");

export function TokenList(props: { tokens: Token[] | undefined; error: string | undefined; onChanged: () => void }) {
  const trpc = useTRPC();
  const revoke = useMutation(trpc.account.tokens.revoke.mutationOptions({ onSuccess: props.onChanged }));
  if (props.error) return <p role="alert">{props.error}</p>;
  if (!props.tokens) return <p>Loading your tokens…</p>;
  if (props.tokens.length === 0) return <p data-testid="token-none">You have no API tokens yet.</p>;
  const ask = (t: Token) => {
    if (confirm(`Revoke the token “${t.name}”? Anything publishing with it is refused from now on.`))
      revoke.mutate({ id: t.id });
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="token-list">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Last used</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className={styles.hidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.tokens.map((t) => (
            <tr key={t.id} data-testid="token-row">
              <td>{t.name}</td>
              <td>{day(t.createdAt)}</td>
              <td>{day(t.expiresAt)}</td>
              <td data-testid="token-last-used">{day(t.lastUsedAt)}</td>
              <td data-testid="token-state">{t.state}</td>
              <td>
                {t.state === "active" && (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => ask(t)}
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${t.name}`}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoke.error && <p role="alert">{revoke.error.message}</p>}
    </div>
  );
}
