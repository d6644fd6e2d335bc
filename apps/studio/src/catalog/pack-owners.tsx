"use client";
// The pack page's "Owners" section (DECISIONS.md 13): everyone sees who owns the id; an owner adds co-owners
// (by the email address their provider gives), removes owners (never the last) and reads the pack's audit log.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import styles from "~/audit/audit.module.css";
import { AuditList } from "~/audit/audit-list";
import { useTRPC } from "~/trpc/client";

export interface OwnerView {
  id: string;
  name: string;
  image: string | null;
}

interface Props {
  id: string;
  owners: OwnerView[];
  /** The signed-in account's id, or null. */
  you: string | null;
}

export function PackOwners({ id, owners: initial, you }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [owners, setOwners] = useState(initial);
  const [email, setEmail] = useState("");
  const [before, setBefore] = useState<number[]>([]);
  const changed = (got: { owners: OwnerView[] }) => {
    setOwners(got.owners);
    void queryClient.invalidateQueries({ queryKey: trpc.audit.forPack.queryKey() });
  };
  const add = useMutation(trpc.owners.add.mutationOptions({ onSuccess: changed }));
  const remove = useMutation(trpc.owners.remove.mutationOptions({ onSuccess: changed }));
  // Whether the controls show follows the list: an owner who removes themselves loses them at once.
  const youOwn = you !== null && owners.some((o) => o.id === you);
  const audit = useQuery({
    ...trpc.audit.forPack.queryOptions({ id, before: before.at(-1), limit: 20 }),
    enabled: youOwn,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ id, email }, { onSuccess: () => setEmail("") });
  };
  const error = add.error?.message ?? remove.error?.message;
  return (
    <div data-testid="pack-owners">
      {owners.length === 0 ? (
        <p className={styles.soft} data-testid="no-owner">
          No owner yet: the first account to publish this id while signed in becomes its owner.
        </p>
      ) : (
        <ul className={styles.owners}>
          {owners.map((o) => (
            <li key={o.id} className={styles.owner} data-testid="pack-owner">
              {o.image && (
                // biome-ignore lint/performance/noImgElement: a provider's avatar URL, not an asset next/image could optimise offline
                <img src={o.image} alt="" width={20} height={20} />
              )}
              <span>{o.name}</span>
              {youOwn && owners.length > 1 && (
                <button
                  className={styles.button}
                  type="button"
                  aria-label={`Remove ${o.name} as an owner`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id, account: o.id })}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {youOwn && (
        <form className={styles.row} onSubmit={submit} data-testid="add-owner-form">
          <label htmlFor="co-owner-email">Co-owner's email</label>
          <input
            id="co-owner-email"
            className={styles.input}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <button className={styles.button} type="submit" disabled={add.isPending}>
            Add co-owner
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.alert} data-testid="owners-error">
          {error}
        </p>
      )}
      {youOwn && (
        <section aria-labelledby="pack-audit">
          <h3 id="pack-audit">Audit log</h3>
          {audit.error && <p className={styles.alert}>{audit.error.message}</p>}
          {audit.data && <AuditList entries={audit.data.entries} />}
          <div className={styles.row}>
            <button
              className={styles.button}
              type="button"
              disabled={before.length === 0}
              onClick={() => setBefore(before.slice(0, -1))}
            >
              Newer entries
            </button>
            <button
              className={styles.button}
              type="button"
              disabled={!audit.data?.next}
              onClick={() => audit.data?.next && setBefore([...before, audit.data.next])}
            >
              Older entries
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
