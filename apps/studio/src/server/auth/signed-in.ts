// Who the request is signed in as, read from its session cookie (sessions live in the database).
import { type StudioAuth, studioAuth } from "./auth-instance";

export interface SignedInAccount {
  /** The studio's account id (stable across display-name changes at the provider). */
  id: string;
  /** The display name and avatar the provider gave at the last sign-in. */
  name: string;
  image: string | null;
}

/** The signed-in account of these request headers, or null (no cookie, an expired or signed-out session). */
export async function signedInAccount(headers: Headers, auth?: StudioAuth): Promise<SignedInAccount | null> {
  const instance = auth ?? (await studioAuth());
  if (!instance) return null;
  const found = await instance.api.getSession({ headers });
  if (!found) return null;
  return { id: found.user.id, name: found.user.name, image: found.user.image ?? null };
}
