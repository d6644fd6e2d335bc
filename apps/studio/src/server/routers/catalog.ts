// catalog.*: search the published packs, open one (any version), publish with the operator's token.
import { type Finding, passes, studioRoutes } from "@packstudio/core";
import { CursorError, type Store } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { bindingModes, kinds, planes, transports } from "~/lib/catalog-filters";
import { packProblem } from "~/lib/pack-check";
import { publisherActor, recordAudit } from "../audit-entry";
import { resolvePublisher } from "../auth/publisher";
import { computeBadges } from "../catalog-badge";
import { catalogFilterInput, catalogSearchInput, packIdInput, versionInput } from "../catalog-query";
import { catalogStore } from "../catalog-seed";
import { ErrorData } from "../error-data";
import { packFilesInput } from "../pack-input";
import { packWork } from "../pack-work/pack-work";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { publicProcedure, router } from "../trpc";
import { ownership } from "./owners";

/** The findings as the client needs them (no quick-fix edits), at most 200. */
function findingsData(findings: Finding[]) {
  return findings
    .slice(0, 200)
    .map(({ code, severity, file, pointer, range, message }) => ({ code, severity, file, pointer, range, message }));
}

function lintRefusal(findings: Finding[]): TRPCError {
  const errors = findings.filter((f) => f.severity === "error");
  const first = errors[0];
  const where = first
    ? ` First: ${first.file}:${first.range.start.line}:${first.range.start.column} ${first.code} ${first.message}`
    : "";
  const message = `The pack has ${errors.length} lint error${errors.length === 1 ? "" : "s"} and was not published.${where} Fix them (packstudio check <dir> lists them all) and publish again.`;
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new ErrorData(message, { findings: findingsData(findings) }),
  });
}

async function openPack(store: Store, id: string, version: number | undefined) {
  const got = await store.catalog.get(id, version);
  if (got) return got;
  const latest = version === undefined ? null : await store.catalog.get(id);
  if (latest) {
    const list = latest.versions.map((v) => v.version).join(", ");
    throw new TRPCError({
      code: "NOT_FOUND",
      message: `The pack "${id}" has no version ${version}: its versions are ${list}. Leave the version out for the latest.`,
    });
  }
  throw new TRPCError({
    code: "NOT_FOUND",
    message: `No pack "${id}" in the catalog: check the id (lower-case, as in surface.json), or search the catalog at /.`,
  });
}

export const catalogRouter = router({
  search: publicProcedure.input(catalogSearchInput).query(async ({ input }) => {
    const found = await (await catalogStore()).catalog.search(input).catch((error: unknown) => {
      if (error instanceof CursorError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message });
      throw error;
    });
    return { ...found, items: found.items.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })) };
  }),

  /** How many packs each filter option would leave (the filters' own options counted without themselves). */
  facets: publicProcedure.input(catalogFilterInput).query(async ({ input }) =>
    (await catalogStore()).catalog.facets(input, {
      bindingMode: bindingModes,
      plane: planes,
      kind: kinds,
      transport: transports,
    }),
  ),

  get: publicProcedure
    .input(z.object({ id: packIdInput, version: versionInput.optional() }))
    .query(async ({ input }) => {
      const got = await openPack(await catalogStore(), input.id, input.version);
      const { harness: _harness, ...pack } = got.pack;
      return {
        pack: { ...pack, updatedAt: pack.updatedAt.toISOString() },
        version: { ...got.version, publishedAt: got.version.publishedAt.toISOString() },
        versions: got.versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })),
        files: got.files,
      };
    }),

  publish: limitedProcedure("publish")
    .input(
      z.object({
        files: packFilesInput,
        token: z.string().max(512, "a publish token is under 512 characters").optional(),
      }),
    )
    .mutation(async ({ input, ctx }) => {
      // Authorization first, here in the procedure: a wrong or missing token stores nothing and lints nothing.
      const publisher = await resolvePublisher(input.token, ctx);
      // The paths share.create accepts, by the same check: the catalog holds nothing a share could not.
      const why = packProblem(input.files);
      if (why) throw new TRPCError({ code: "BAD_REQUEST", message: `The pack cannot be published: ${why}.` });
      const { findings } = await packWork("lint", { files: input.files });
      if (!passes(findings)) throw lintRefusal(findings);
      const warnings = findings.filter((f) => f.severity === "warning").length;
      const store = await catalogStore();
      // An account publishes only an id it owns or nobody owns yet (DECISIONS.md 13): checked under the publish lock.
      const by =
        publisher.kind === "operator" ? publisher : { kind: "account" as const, accountId: publisher.account.id };
      const published = await ownership(() => store.catalog.publish(input.files, warnings, by));
      await recordAudit(ctx, {
        action: "publish",
        actor: publisherActor(publisher),
        packId: published.id,
        detail: published.created ? `version ${published.version}` : `version ${published.version} (unchanged)`,
      });
      // The badge of a new version is computed in the background; the answer does not wait for it.
      if (published.created) void computeBadges(store, [{ ...published, files: input.files }]);
      return { ...published, warnings, path: studioRoutes.pack(published.id) };
    }),
});
