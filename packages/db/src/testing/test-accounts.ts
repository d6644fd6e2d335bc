// Ownership test fixtures (@packstudio/db/testing): accounts as sign-in writes them, ledger under other ids.
import { catalogPack } from "@packstudio/core/testing";
import type { Store } from "../store.js";

const ledger = catalogPack("ledger");

/** Ledger under another id (and a note, for a new version). */
export function packWithId(id: string, note = ""): Record<string, string> {
  const swap = (text: string) => text.replaceAll('"ledger"', `"${id}"`);
  return {
    ...ledger,
    "surface.json": swap(ledger["surface.json"] ?? ""),
    "policy.json": swap(ledger["policy.json"] ?? ""),
    "HARNESS.md": `${ledger["HARNESS.md"]}${note}`,
  };
}

/**
 * Accounts as sign-in writes them: `email` is the address the provider gave, verified unless `verified: false`
 * (sign-in's own unique email column gets a key of the account, as sign-in makes one per subject).
 */
export async function addAccounts(
  store: Store,
  people: { id: string; name: string; email: string; verified?: boolean }[],
) {
  await store.accounts.db.insert(store.accounts.tables.user).values(
    people.map((p) => ({
      id: p.id,
      name: p.name,
      email: `test.${p.id}@subject.invalid`,
      providerEmail: p.email.toLowerCase(),
      providerEmailVerified: p.verified ?? true,
    })),
  );
}
