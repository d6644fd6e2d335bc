// The header's account corner when sign-in is configured: sign-in buttons, or the account's name, avatar
// and sign-out. Without sign-in it renders nothing (the studio is open, as before).
import { studioRoutes } from "@packstudio/core";
import { headers } from "next/headers";
import Link from "next/link";
import { oidcProviderId } from "~/server/auth/auth-instance";
import { authSettings } from "~/server/auth/settings";
import { signedInAccount } from "~/server/auth/signed-in";
import styles from "./account.module.css";
import { SignInButton, SignOutButton } from "./sign-in-buttons";

export async function AccountMenu() {
  const settings = authSettings();
  if (!settings) return null;
  // An issuer that cannot be reached yet must not take the page down: the buttons show, and say so when used.
  const account = await signedInAccount(await headers()).catch(() => null);
  if (!account) {
    return (
      <div className={styles.menu}>
        {settings.oidc && <SignInButton provider={oidcProviderId} label={`Sign in with ${settings.oidc.label}`} />}
        {settings.github && <SignInButton provider="github" label="Sign in with GitHub" />}
      </div>
    );
  }
  return (
    <div className={styles.menu}>
      {account.image && (
        // biome-ignore lint/performance/noImgElement: a provider's avatar URL, not an asset next/image could optimise offline
        <img className={styles.avatar} src={account.image} alt="" width={24} height={24} />
      )}
      <span data-testid="account-name">{account.name}</span>
      <Link href={studioRoutes.account} data-testid="account-link">
        Account
      </Link>
      <SignOutButton />
    </div>
  );
}
