// The sign-in part of a tRPC request's context: absent when sign-in is off, else who the cookie names.
import { authSettings } from "./settings";
import { signedInAccount } from "./signed-in";

export async function signInContext(headers: Headers) {
  const settings = authSettings();
  if (!settings) return undefined;
  // An issuer that cannot be read yet (discovery) leaves nobody signed in, rather than failing every call.
  const account = await signedInAccount(headers).catch(() => null);
  return { account, anonymousReviews: settings.anonymousReviews };
}
