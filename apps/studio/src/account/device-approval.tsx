"use client";
// /device: the person types (or follows a link with) the code their terminal shows, sees which login it is,
// and approves or denies it. Approving makes a personal token that the waiting `packstudio login` receives.
import { loginTokenDays } from "@packstudio/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { TrpcProvider, useTRPC, useTRPCClient } from "~/trpc/client";
import styles from "./account.module.css";

export function DeviceApproval({ initialCode }: { initialCode: string }) {
  return (
    <TrpcProvider>
      <Approval initialCode={initialCode} />
    </TrpcProvider>
  );
}

function Approval({ initialCode }: { initialCode: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [code, setCode] = useState(initialCode);
  const find = useMutation({ mutationFn: (userCode: string) => client.device.pending.query({ userCode }) });
  const decide = useMutation(trpc.device.decide.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.reset();
    find.mutate(code);
  };

  if (decide.data) {
    return (
      <p role="status" data-testid="device-done">
        {decide.data.approved
          ? "Approved: your terminal is signed in now (it stores its token). You can close this page."
          : "Denied: the terminal was told so, and got no token."}
      </p>
    );
  }
  const login = find.data;
  return (
    <div className={styles.section}>
      <form onSubmit={submit} className={styles.tokenForm}>
        <label>
          The code your terminal shows
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            placeholder="BCDF-GHJK"
            data-testid="device-code"
          />
        </label>
        <button type="submit" className={styles.button} disabled={find.isPending} data-testid="device-find">
          Continue
        </button>
      </form>
      {find.error && (
        <p role="alert" data-testid="device-error">
          {find.error.message}
        </p>
      )}
      {login && (
        <div className={styles.secret} data-testid="device-login">
          <p>
            <strong>packstudio login on {login.client}</strong> (code {login.userCode}) asks to publish packs as you. It
            gets a personal API token for {loginTokenDays} days, listed on your account page, where you can revoke it.
            Approve only if you started this login yourself.
          </p>
          <div className={styles.secretRow}>
            <button
              type="button"
              className={styles.button}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ userCode: login.userCode, approve: true })}
              data-testid="device-approve"
            >
              Approve
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ userCode: login.userCode, approve: false })}
              data-testid="device-deny"
            >
              Deny
            </button>
          </div>
          {decide.error && <p role="alert">{decide.error.message}</p>}
        </div>
      )}
    </div>
  );
}
