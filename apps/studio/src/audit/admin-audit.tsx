"use client";
// /admin/audit: the whole audit log for the operator. The token is asked for, kept in this component's memory
// only (never in the URL, storage or a cookie) and sent in each POST body; pages go back by keyset.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "~/trpc/client";
import styles from "./audit.module.css";
import { AuditList } from "./audit-list";

const pageSize = 25;

export function AdminAudit() {
  const trpc = useTRPC();
  const [token, setToken] = useState("");
  // The `before` of each page shown so far: the last is the page on screen.
  const [trail, setTrail] = useState<(number | undefined)[]>([]);
  const read = useMutation(trpc.audit.all.mutationOptions());
  const show = (before: number | undefined, nextTrail: (number | undefined)[]) =>
    read.mutate({ token, before, limit: pageSize }, { onSuccess: () => setTrail(nextTrail) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(undefined, [undefined]);
  };
  const page = read.data;
  return (
    <>
      <form className={styles.row} onSubmit={submit} method="post" action="" data-testid="audit-token-form">
        <label htmlFor="operator-token">Operator token</label>
        <input
          id="operator-token"
          className={styles.input}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          required
        />
        <button className={styles.button} type="submit" disabled={read.isPending}>
          Show the log
        </button>
      </form>
      {read.error && (
        <p role="alert" className={styles.alert} data-testid="audit-error">
          {read.error.message}
        </p>
      )}
      {page && !read.error && (
        <>
          <AuditList entries={page.entries} />
          <div className={styles.row}>
            <button
              className={styles.button}
              type="button"
              disabled={trail.length <= 1 || read.isPending}
              onClick={() => show(trail.at(-2), trail.slice(0, -1))}
            >
              Newer entries
            </button>
            <button
              className={styles.button}
              type="button"
              data-testid="audit-older"
              disabled={page.next === null || read.isPending}
              onClick={() => show(page.next ?? undefined, [...trail, page.next ?? undefined])}
            >
              Older entries
            </button>
            <span className={styles.soft} data-testid="audit-page">
              Page {trail.length}
            </span>
          </div>
        </>
      )}
    </>
  );
}
