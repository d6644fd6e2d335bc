// The review page's reviewer (review/reviewer-context.tsx) from the request: undefined when names are typed.
import { headers } from "next/headers";
import { authSettings } from "./settings";
import { signedInAccount } from "./signed-in";

export async function pageReviewer(): Promise<{ name: string | null } | undefined> {
  const settings = authSettings();
  if (!settings || settings.anonymousReviews) return undefined;
  const account = await signedInAccount(await headers()).catch(() => null);
  return { name: account?.name ?? null };
}
