// The catalog: published packs and their versions, full-text search with filters, sort and pages.
import { commandsOverview, readPack } from "@packstudio/core";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "./connect.js";
import { catalogPacks, catalogVersions, snapshots } from "./schema.js";
import { putSnapshot } from "./snapshots.js";

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
  };
}

/** Publish a pack's files (lint checked by the caller): a new version unless identical to the latest. */
export async function publishPack(db: Db, files: Record<string, string>, warnings = 0): Promise<PublishResult> {
  const facts = catalogFacts(files);
  const snap = await putSnapshot(db, files);
  return db.transaction(async (tx) => {
    const latest = await tx
      .select({ sha: catalogVersions.snapshotSha256, version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.packId, facts.id))
      .orderBy(desc(catalogVersions.version))
      .limit(1);
    if (latest[0]?.sha === snap.sha256) return { id: facts.id, version: latest[0].version, created: false };
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
    return { id: facts.id, version, created: true };
  });
}

export interface SearchQuery {
  q?: string | undefined;
  bindingMode?: string | undefined;
  plane?: string | undefined;
  kind?: string | undefined;
  transport?: string | undefined;
  hasWrite?: boolean | undefined;
  needsApproval?: boolean | undefined;
  needsCli?: boolean | undefined;
  sort?: "name" | "updated" | "relevance" | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Words of a query as a prefix tsquery (`led pay` → `led:* & pay:*`); symbols are dropped, never parsed. */
export function prefixQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+/gu)
      ?.slice(0, 12) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

export async function searchCatalog(db: Db, query: SearchQuery) {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const ts = query.q ? prefixQuery(query.q) : null;
  const tsq = ts ? sql`to_tsquery('simple', ${ts}) || to_tsquery('english', ${ts})` : null;
  const where: SQL[] = [];
  if (tsq) where.push(sql`${catalogPacks.search} @@ (${tsq})`);
  if (query.bindingMode) where.push(eq(catalogPacks.bindingMode, query.bindingMode));
  if (query.plane) where.push(eq(catalogPacks.plane, query.plane));
  if (query.kind) where.push(eq(catalogPacks.kind, query.kind));
  if (query.transport) where.push(sql`${query.transport} = ANY(${catalogPacks.transports})`);
  if (query.hasWrite !== undefined) where.push(eq(catalogPacks.hasWrite, query.hasWrite));
  if (query.needsApproval !== undefined) where.push(eq(catalogPacks.needsApproval, query.needsApproval));
  if (query.needsCli !== undefined) where.push(eq(catalogPacks.needsCli, query.needsCli));
  const filter = where.length ? and(...where) : undefined;
  const sort = query.sort ?? (tsq ? "relevance" : "name");
  const order =
    sort === "updated"
      ? [desc(catalogPacks.updatedAt), asc(catalogPacks.id)]
      : sort === "relevance" && tsq
        ? [sql`ts_rank(${catalogPacks.search}, ${tsq}) DESC`, asc(catalogPacks.id)]
        : [asc(sql`lower(${catalogPacks.name})`), asc(catalogPacks.id)];
  const [items, total] = await Promise.all([
    db
      .select({
        id: catalogPacks.id,
        name: catalogPacks.name,
        description: catalogPacks.description,
        kind: catalogPacks.kind,
        bindingMode: catalogPacks.bindingMode,
        plane: catalogPacks.plane,
        transports: catalogPacks.transports,
        hasWrite: catalogPacks.hasWrite,
        needsApproval: catalogPacks.needsApproval,
        needsCli: catalogPacks.needsCli,
        commandCount: catalogPacks.commandCount,
        latestVersion: catalogPacks.latestVersion,
        dryRunOk: catalogPacks.dryRunOk,
        updatedAt: catalogPacks.updatedAt,
      })
      .from(catalogPacks)
      .where(filter)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(catalogPacks).where(filter),
  ]);
  return { items, total: Number(total[0]?.n ?? 0), page, pageSize };
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
  const files =
    (await db.select({ files: snapshots.files }).from(snapshots).where(eq(snapshots.sha256, chosen.sha256)).limit(1))[0]
      ?.files ?? {};
  const { search: _search, ...facts } = pack;
  return { pack: facts, version: chosen, versions, files };
}

export async function setDryRunBadge(db: Db, id: string, ok: boolean): Promise<void> {
  await db.update(catalogPacks).set({ dryRunOk: ok }).where(eq(catalogPacks.id, id));
}

export async function catalogSize(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(catalogPacks);
  return Number(rows[0]?.n ?? 0);
}
