// Catalog ownership (DECISIONS.md 13): the accounts that may publish an id. The first account to publish an
// id owns it; owners add and remove co-owners (never the last); the operator publishes anything and transfers.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { authUsers } from "../accounts/account-schema.js";
import { catalogOwners } from "../accounts/owners-schema.js";
import type { Db } from "../connect.js";
import { isNamedError } from "../named-error.js";
import { catalogPacks } from "../schema.js";

/** The advisory lock space of publishing (two-key locks: this, then the hash of the pack id). */
const PUBLISH_LOCK = 7_351_202;

/** One change of an id at a time, across processes too: publishes and owner changes of one id take turns. */
export async function lockPackId(tx: Db, id: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK}, hashtext(${id}))`);
}

/** Who publishes: the operator's token (owns nothing, may publish anything) or a signed-in account. */
export type PublishAs = { kind: "operator" } | { kind: "account"; accountId: string };

export interface Owner {
  id: string;
  name: string;
  image: string | null;
}

export type OwnershipProblem =
  | "not-owner"
  | "no-pack"
  | "no-account"
  | "unverified-email"
  | "ambiguous-email"
  | "not-listed"
  | "last-owner";

/** A refused ownership change or publish; `owners` names who owns the id (for the message). */
export class OwnershipError extends Error {
  override name = "OwnershipError";
  constructor(
    readonly problem: OwnershipProblem,
    message: string,
    readonly owners: Owner[] = [],
  ) {
    super(message);
  }
}

/**
 * Whether `error` is an OwnershipError. By name, not instanceof: a bundler may load this module twice (Next
 * bundles instrumentation apart from the routes), and the store that threw may come from the other copy.
 */
export function isOwnershipError(error: unknown): error is OwnershipError {
  return isNamedError(error, "OwnershipError") && "problem" in error;
}

export async function listOwners(db: Db, packId: string): Promise<Owner[]> {
  return db
    .select({ id: authUsers.id, name: authUsers.name, image: authUsers.image })
    .from(catalogOwners)
    .innerJoin(authUsers, eq(authUsers.id, catalogOwners.accountId))
    .where(eq(catalogOwners.packId, packId))
    .orderBy(asc(catalogOwners.addedAt), asc(authUsers.name));
}

const names = (owners: Owner[]) => owners.map((o) => o.name).join(", ");

function notOwner(packId: string, owners: Owner[], what: string): OwnershipError {
  return new OwnershipError(
    "not-owner",
    `"${packId}" is owned by ${names(owners)}: only an owner (or the operator's token) can ${what}. Ask an owner to add you as a co-owner.`,
    owners,
  );
}

/**
 * Inside publishing's transaction, after lockPackId: an account may publish an id it owns, or an id nobody
 * owns (which it then claims, with `claim` once the pack row exists). The operator may publish anything.
 */
export async function checkPublisher(tx: Db, packId: string, by: PublishAs): Promise<{ claim: boolean }> {
  if (by.kind === "operator") return { claim: false };
  const owners = await listOwners(tx, packId);
  if (owners.length === 0) return { claim: true };
  if (owners.some((o) => o.id === by.accountId)) return { claim: false };
  throw notOwner(packId, owners, "publish it");
}

export async function claimPackId(tx: Db, packId: string, accountId: string): Promise<void> {
  await tx.insert(catalogOwners).values({ packId, accountId }).onConflictDoNothing();
}

async function requirePack(tx: Db, packId: string): Promise<void> {
  const found = await tx.select({ id: catalogPacks.id }).from(catalogPacks).where(eq(catalogPacks.id, packId));
  if (!found.length) throw new OwnershipError("no-pack", `No pack "${packId}" in the catalog: check the id.`);
}

/**
 * The account each address names: only an address its provider stated verified names one (an issuer may hand
 * anyone an unverified address), and an address two accounts hold verified names nobody (two sign-ins, one
 * address: the studio does not guess). Refuses at the first address that names no one, saying why.
 */
async function accountsByEmail(tx: Db, emails: string[]): Promise<Owner[]> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const rows = await tx
    .select({
      id: authUsers.id,
      name: authUsers.name,
      image: authUsers.image,
      email: authUsers.providerEmail,
      verified: authUsers.providerEmailVerified,
    })
    .from(authUsers)
    .where(inArray(sql`lower(${authUsers.providerEmail})`, wanted))
    .orderBy(asc(authUsers.id));
  return wanted.map((address) => {
    const holders = rows.filter((r) => r.email?.toLowerCase() === address);
    const verified = holders.filter((r) => r.verified);
    if (holders.length === 0) {
      throw new OwnershipError(
        "no-account",
        `No account has the email address "${address}": that person must sign in to this studio once first, with the address their provider gives.`,
      );
    }
    if (verified.length === 0) {
      throw new OwnershipError(
        "unverified-email",
        `The address "${address}" is not verified by the sign-in provider of the account that gave it (it said email_verified: false), and an unverified address names nobody: that person must verify it with their provider and sign in to this studio again.`,
      );
    }
    if (verified.length > 1) {
      throw new OwnershipError(
        "ambiguous-email",
        `${verified.length} accounts have the verified email address "${address}" (two sign-ins that give the same address are separate accounts): it names no one person, so nobody was added (the studio does not guess which of them is meant).`,
      );
    }
    const { email: _e, verified: _v, ...owner } = verified[0] as (typeof rows)[number];
    return owner;
  });
}

async function ownerChange<T>(db: Db, packId: string, actorId: string, what: string, change: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockPackId(tx, packId);
    await requirePack(tx, packId);
    const owners = await listOwners(tx, packId);
    if (!owners.some((o) => o.id === actorId)) {
      if (owners.length === 0) {
        throw new OwnershipError(
          "not-owner",
          `"${packId}" has no owner yet: publish it while signed in to claim it, then ${what}.`,
        );
      }
      throw notOwner(packId, owners, what);
    }
    return change(tx);
  });
}

/** An owner adds a co-owner by the verified email address the co-owner's provider gave. */
export async function addOwner(db: Db, packId: string, actorId: string, email: string): Promise<Owner[]> {
  return ownerChange(db, packId, actorId, "add co-owners", async (tx) => {
    const [added] = await accountsByEmail(tx, [email]);
    if (added) await claimPackId(tx, packId, added.id);
    return listOwners(tx, packId);
  });
}

/** An owner removes an owner (themselves too) by account id, as the owners list shows it; never the last. */
export async function removeOwner(db: Db, packId: string, actorId: string, accountId: string): Promise<Owner[]> {
  return ownerChange(db, packId, actorId, "remove owners", async (tx) => {
    const owners = await listOwners(tx, packId);
    if (!owners.some((o) => o.id === accountId)) {
      throw new OwnershipError("not-listed", `That account is not an owner of "${packId}": nothing was removed.`);
    }
    if (owners.length === 1) {
      throw new OwnershipError(
        "last-owner",
        `"${packId}" must keep an owner: add a co-owner before removing the last one (or ask the operator to transfer it).`,
      );
    }
    await tx.delete(catalogOwners).where(and(eq(catalogOwners.packId, packId), eq(catalogOwners.accountId, accountId)));
    return listOwners(tx, packId);
  });
}

/** The operator replaces an id's owners with the accounts of these verified email addresses (one or more). */
export async function transferOwners(db: Db, packId: string, emails: string[]): Promise<Owner[]> {
  if (emails.length === 0) {
    throw new OwnershipError("no-account", "Name at least one new owner (an email address) to transfer an id to.");
  }
  return db.transaction(async (tx) => {
    await lockPackId(tx, packId);
    await requirePack(tx, packId);
    const accounts = await accountsByEmail(tx, emails);
    await tx.delete(catalogOwners).where(eq(catalogOwners.packId, packId));
    for (const a of accounts) await claimPackId(tx, packId, a.id);
    return listOwners(tx, packId);
  });
}

/** Whether this account owns this id (the pack page's controls and the audit log's readers). */
export async function isOwner(db: Db, packId: string, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ id: catalogOwners.accountId })
    .from(catalogOwners)
    .where(and(eq(catalogOwners.packId, packId), eq(catalogOwners.accountId, accountId)));
  return rows.length > 0;
}
