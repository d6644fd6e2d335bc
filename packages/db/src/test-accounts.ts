// Ownership test fixtures (@packstudio/db/testing): accounts as sign-in writes them, ledger under other ids.
import { catalogPack } from "@packstudio/core/testing";
import type { Store } from "./store.js";

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

export async function addAccounts(store: Store, people: { id: string; name: string; email: string }[]) {
  await store.accounts.db.insert(store.accounts.tables.user).values(people);
}
