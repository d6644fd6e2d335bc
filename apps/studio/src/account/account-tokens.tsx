"use client";
// /account's API tokens: create one (name, expiry; its secret shown once, to copy), list them, revoke one.
import { tokenExpiryDays } from "@packstudio/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { TrpcProvider, useTRPC } from "~/trpc/client";
import styles from "./account.module.css";
import { TokenList } from "./token-list";

export function AccountTokens() {
  return (
    <TrpcProvider>
      <Tokens />
    </TrpcProvider>
  );
}

function Tokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.account.tokens.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.tokens.list.queryKey() });
  const create = useMutation(trpc.account.tokens.create.mutationOptions({ onSuccess: refresh }));
  const [name, setName] = useState("");
  const [expiryDays, setExpiryDays] = useState<number>(90);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, expiryDays });
  };

  return (
    <section aria-labelledby="tokens-heading" className={styles.section}>
      <h2 id="tokens-heading">API tokens</h2>
      <p>
        A personal API token publishes packs as you from a terminal or CI: <code>packstudio publish --token …</code> (or{" "}
        <code>packstudio login</code>, which makes one for you). It can only publish, and it expires.
      </p>
      <form onSubmit={submit} className={styles.tokenForm}>
        <label>
          Name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            required
            placeholder="CI, laptop…"
            data-testid="token-name"
          />
        </label>
        <label>
          Expires in
          <select value={expiryDays} onChange={(e) => setExpiryDays(Number(e.target.value))} data-testid="token-expiry">
            {tokenExpiryDays.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button} disabled={create.isPending} data-testid="token-create">
          {create.isPending ? "Creating…" : "Create token"}
        </button>
      </form>
      {create.error && (
        <p role="alert" data-testid="token-error">
          {create.error.message}
        </p>
      )}
      {create.data && <NewSecret name={create.data.name} secret={create.data.secret} onDone={() => create.reset()} />}
      <TokenList tokens={list.data} error={list.error?.message} onChanged={refresh} />
    </section>
  );
}

/** The secret, this once: the studio keeps only its hash, so closing this loses it for good. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.secret} role="status" data-testid="token-secret-box">
      <p>
        <strong>Copy the token “{name}” now: it is shown only this once.</strong> Anyone holding it can publish as you
        until it expires or you revoke it.
      </p>
      <div className={styles.secretRow}>
        <input readOnly value={secret} aria-label="The new token" data-testid="token-secret" spellCheck={false} />
        <button type="button" className={styles.button} onClick={() => void copy()} data-testid="token-copy">
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <button type="button" className={styles.button} onClick={onDone} data-testid="token-secret-done">
        I have copied it
      </button>
    </div>
  );
}
