"use client";
// The /account page's "Your shares" section (DECISIONS.md 13): the shares made while signed in, newest first,
// each deleted here by its creator without the delete key.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import styles from "~/audit/audit.module.css";
import { useTRPC } from "~/trpc/client";

export function AccountShares() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.share.mine.queryOptions());
  const remove = useMutation(
    trpc.share.deleteMine.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.share.mine.queryKey() }),
    }),
  );
  return (
    <section aria-labelledby="account-shares" data-testid="account-shares">
      <h2 id="account-shares">Your shares</h2>
      {mine.error && (
        <p role="alert" className={styles.alert}>
          {mine.error.message}
        </p>
      )}
      {remove.error && (
        <p role="alert" className={styles.alert} data-testid="account-share-error">
          {remove.error.message}
        </p>
      )}
      {mine.data && mine.data.shares.length === 0 && (
        <p className={styles.soft}>No shares: links you create while signed in are listed here.</p>
      )}
      {mine.data && mine.data.shares.length > 0 && (
        <ul className={styles.entries}>
          {mine.data.shares.map((s) => (
            <li key={s.id} className={styles.entry} data-testid="account-share" data-id={s.id}>
              <Link href={s.path}>{s.path}</Link>{" "}
              <span className={styles.soft}>
                created {s.createdAt.slice(0, 10)}
                {s.expiresAt ? `, expires ${s.expiresAt.slice(0, 10)}` : ", never expires"}
              </span>{" "}
              <button
                className={styles.button}
                type="button"
                aria-label={`Delete the share ${s.id}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: s.id })}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {mine.data?.more && <p className={styles.soft}>Only your newest {mine.data.shares.length} shares are listed.</p>}
    </section>
  );
}
