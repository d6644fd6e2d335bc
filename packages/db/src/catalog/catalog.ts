// The catalog: published packs and their versions, full-text search with filters, sort and pages.
import { commandsOverview, readPack } from "@packstudio/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { catalogPacks, catalogVersions } from "../schema.js";
import { getSnapshot, putSnapshot } from "../snapshots/snapshots.js";
import { checkPublisher, claimPackId, lockPackId, type PublishAs } from "./catalog-owners.js";
import { harnessSummary } from "./harness-summary.js";

export { catalogFacets, type FacetCounts, type FacetOptions } from "./catalog-facets.js";
export { prefixQuery, type SearchQuery, searchCatalog, totalLimit } from "./catalog-search.js";

export interface PublishResult {
  id: string;
  version: number;
  /** False when these exact files were already the latest version. */
  created: boolean;
}

/** The searchable facts of a pack, derived from its files by core. */
export function catalogFacts(files: Record<string, string>) {
  const { surface, policy } = readPack(files);
  if (!surface?.id) throw new Error("The pack has no readable surface.json id.");
  const commands = commandsOverview(surface, policy);
  return {
    id: surface.id,
    name: typeof surface.raw.name === "string" ? surface.raw.name : surface.id,
    description: commands.length
      ? commands
          .map((c) => c.description ?? "")
          .join(" ")
          .slice(0, 2000)
      : "",
    kind: surface.kind,
    bindingMode: typeof surface.binding?.mode === "string" ? surface.binding.mode : null,
    plane: surface.plane,
    transports: Array.isArray(surface.raw.transports)
      ? surface.raw.transports.filter((t): t is string => typeof t === "string")
      : [],
    hasWrite: commands.some((c) => c.effect === "write"),
    needsApproval: commands.some((c) => c.approval === "always" || c.approval === "first_use"),
    // A bare wrap.bin is a CLI the person must have on PATH.
    needsCli: surface.kind === "wrap" && surface.wrapBin !== undefined && !surface.wrapBin.includes("/"),
    commandCount: commands.length,
    harness: (files["HARNESS.md"] ?? "").slice(0, 200_000),
    summary: harnessSummary(files["HARNESS.md"] ?? ""),
  };
}

/**
 * Publish a pack's files (lint checked by the caller): a new version unless identical to the latest. An account
 * must own the id, or claims it when nobody does (catalog-owners.ts); refused, nothing is stored.
 */
export async function publishPack(
  db: Db,
  files: Record<string, string>,
  warnings = 0,
  by: PublishAs = { kind: "operator" },
): Promise<PublishResult> {
  const facts = catalogFacts(files);
  return db.transaction(async (tx) => {
    // One publish of an id at a time, across processes too: two identical publishes at once make one version,
    // and two first publishes by different accounts make one owner.
    await lockPackId(tx, facts.id);
    const { claim } = await checkPublisher(tx, facts.id, by);
    const snap = await putSnapshot(tx, files);
    const latest = await tx
      .select({ sha: catalogVersions.snapshotSha256, version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.packId, facts.id))
      .orderBy(desc(catalogVersions.version))
      .limit(1);
    if (latest[0]?.sha === snap.sha256) {
      if (claim && by.kind === "account") await claimPackId(tx, facts.id, by.accountId);
      return { id: facts.id, version: latest[0].version, created: false };
    }
    // The upsert locks the pack's row: concurrent publishes of one id get successive versions.
    const [row] = await tx
      .insert(catalogPacks)
      .values({ ...facts, latestVersion: 1, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: catalogPacks.id,
        set: { ...facts, latestVersion: sql`${catalogPacks.latestVersion} + 1`, updatedAt: new Date(), dryRunOk: null },
      })
      .returning({ version: catalogPacks.latestVersion });
    const version = row?.version ?? 1;
    await tx.insert(catalogVersions).values({ packId: facts.id, version, snapshotSha256: snap.sha256, warnings });
    if (claim && by.kind === "account") await claimPackId(tx, facts.id, by.accountId);
    return { id: facts.id, version, created: true };
  });
}

export async function getCatalogPack(db: Db, id: string, version?: number) {
  const pack = (await db.select().from(catalogPacks).where(eq(catalogPacks.id, id)).limit(1))[0];
  if (!pack) return null;
  const versions = await db
    .select({
      version: catalogVersions.version,
      sha256: catalogVersions.snapshotSha256,
      warnings: catalogVersions.warnings,
      publishedAt: catalogVersions.publishedAt,
    })
    .from(catalogVersions)
    .where(eq(catalogVersions.packId, id))
    .orderBy(desc(catalogVersions.version));
  const chosen = versions.find((v) => v.version === (version ?? pack.latestVersion));
  if (!chosen) return null;
  const files = (await getSnapshot(db, chosen.sha256)) ?? {};
  const { search: _s, searchName: _n, searchDescription: _d, searchKey: _k, ...facts } = pack;
  return { pack: facts, version: chosen, versions, files };
}

/** Store the badge of `version` only while it is still the latest (one statement: a publish cannot slip between). */
export async function setDryRunBadge(db: Db, id: string, version: number, ok: boolean): Promise<void> {
  await db
    .update(catalogPacks)
    .set({ dryRunOk: ok })
    .where(and(eq(catalogPacks.id, id), eq(catalogPacks.latestVersion, version)));
}

export async function catalogSize(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(catalogPacks);
  return Number(rows[0]?.n ?? 0);
}
