"use client";
// Sign-in and sign-out buttons: they post to better-auth's routes (JSON, same origin) and follow its answer.
import { studioRoutes } from "@packstudio/core";
import { useState } from "react";
import styles from "./account.module.css";

async function post(path: string, body: object): Promise<{ url?: string; error?: string }> {
  const response = await fetch(studioRoutes.authCall(path), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as {
    url?: string;
    message?: string;
    error?: { message?: string };
  };
  if (!response.ok) return { error: data.error?.message ?? data.message ?? `sign-in answered ${response.status}` };
  return data.url ? { url: data.url } : {};
}

export function SignInButton({ provider, label }: { provider: string; label: string }) {
  const [error, setError] = useState<string>();
  const signIn = async () => {
    // Back to this page afterwards; the provider's page comes first.
    const back = window.location.pathname + window.location.search;
    const answer = await post("sign-in/social", { provider, callbackURL: back, errorCallbackURL: back });
    if (answer.url) window.location.assign(answer.url);
    else setError(answer.error ?? "Sign-in did not start: try again.");
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void signIn()}>
        {label}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

export function SignOutButton() {
  const signOut = async () => {
    await post("sign-out", {});
    window.location.reload();
  };
  return (
    <button type="button" className={styles.button} onClick={() => void signOut()}>
      Sign out
    </button>
  );
}
