// /packs/<id>[?version=N]: one published pack - description, commands, card previews, HARNESS.md rendered,
// versions, lint status, download and "Open in editor". Pack text is shown as text, never as HTML.
import { declaredFaces, packTools, readPack, studioRoutes } from "@packstudio/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PackAgent } from "~/agent/pack-agent";
import { pageParam } from "~/app/route-param";
import { CardPreviews } from "~/catalog/card-previews";
import styles from "~/catalog/catalog.module.css";
import type { CatalogPack } from "~/catalog/catalog-types";
import { LintStatus } from "~/catalog/lint-status";
import { OpenInEditor } from "~/catalog/open-in-editor";
import { PackBadges } from "~/catalog/pack-badges";
import { type OwnersData, PackOwnersSection } from "~/catalog/pack-owners-section";
import { cardText } from "~/catalog/result-card";
import { VersionList } from "~/catalog/version-list";
import { commandRequests } from "~/openapi/command-requests";
import { CommandsOverview } from "~/preview/commands-overview";
import { signInContext } from "~/server/auth/sign-in-context";
import { packWork } from "~/server/pack-work/pack-work";
import { createCaller } from "~/server/root";
import { SiteHeader } from "~/shell/site-header";
import { SkillArticle } from "~/skill/skill-article";
import { skillHtml } from "~/skill/skill-html";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The pack, or undefined when the id is unknown; an unknown version falls back to the latest, with a note. */
async function load(id: string, version: number | undefined): Promise<{ got: CatalogPack; note?: string } | undefined> {
  const caller = createCaller({});
  const missing = (error: unknown) =>
    error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST");
  try {
    return { got: await caller.catalog.get({ id, version }) };
  } catch (error) {
    if (!missing(error)) throw error;
    if (version === undefined) return undefined;
  }
  try {
    return { got: await caller.catalog.get({ id }), note: `There is no version ${version}: this is the latest.` };
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

/** The owners and who is looking, with sign-in configured; undefined without it (no ownership then). */
async function ownersData(id: string): Promise<OwnersData | undefined> {
  const signIn = await signInContext(await headers());
  if (!signIn) return undefined;
  const { owners } = await createCaller({ signIn }).owners.list({ id });
  return { owners, you: signIn.account?.id ?? null };
}

function versionParam(raw: string | string[] | undefined): number | undefined {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pageParam((await params).id);
  return { title: `${id} · Catalog · Pack Studio` };
}

export default async function PackPage({ params, searchParams }: Props) {
  const id = pageParam((await params).id);
  const version = versionParam((await searchParams).version);
  if (id.length > 128) notFound();
  const loaded = await load(id, version);
  if (!loaded) notFound();
  const { got, note } = loaded;
  const { pack, files } = got;
  // One lint of the version, in the pack pool, serves its lint status and its card previews.
  const lint = await packWork("packPage", { files });
  const owners = await ownersData(pack.id);
  const shown = got.version.version;
  const isLatest = shown === pack.latestVersion;
  const download = studioRoutes.packDownload(pack.id, isLatest ? undefined : shown);
  // The commands table reads only these two files: the rest of the pack stays out of the page's data.
  const protocol = { "surface.json": files["surface.json"] ?? "", "policy.json": files["policy.json"] ?? "" };
  // A published version passed lint, so its views are what `packstudio mcp` loads: the same tools it lists. All
  // files: an openapi pack's commands take their arguments (and requests) from its document.
  const views = readPack(files);
  const tools = views.surface && views.policy ? packTools({ surface: views.surface, policy: views.policy }) : [];
  const requests = commandRequests(views.surface);
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" data-testid="pack-page" data-id={pack.id} data-version={shown}>
        <p>
          <Link href="/">← Catalog</Link>
        </p>
        <div className={styles.title}>
          <h1 data-testid="pack-name">{pack.name}</h1>
          <code className={styles.soft}>{pack.id}</code>
          <span className={styles.soft} data-testid="pack-version-shown">
            version {shown}
            {isLatest ? " (latest)" : ` of ${pack.latestVersion}`}
          </span>
        </div>
        {note && (
          <p role="status" className={styles.soft}>
            {note}
          </p>
        )}
        <p className={styles.text} data-testid="pack-description">
          {cardText(pack) || "No description: HARNESS.md has no first paragraph and the commands none."}
        </p>
        <PackBadges pack={pack} />
        <div className={styles.actions}>
          <OpenInEditor id={pack.id} files={files} />
          <a className={styles.button} href={download} download={`${pack.id}.zip`} data-testid="pack-download">
            Download .zip
          </a>
        </div>

        <PackOwnersSection id={pack.id} data={owners} />

        <section className={styles.section} aria-labelledby="commands">
          <h2 id="commands">Commands</h2>
          <CommandsOverview files={protocol} requests={requests} />
        </section>

        <section className={styles.section} aria-labelledby="agent">
          <h2 id="agent">Use in an agent</h2>
          <PackAgent
            id={pack.id}
            transports={views.surface ? declaredFaces(views.surface) : []}
            path={studioRoutes.pack(pack.id, isLatest ? undefined : shown)}
            tools={tools}
          />
        </section>

        <section className={styles.section} aria-labelledby="cards">
          <h2 id="cards">Approval cards of the write commands</h2>
          <CardPreviews list={lint.previews} />
        </section>

        <section className={styles.section} aria-labelledby="harness">
          <h2 id="harness">HARNESS.md</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long skill scrolls in its box, and a keyboard must reach it to scroll it (axe scrollable-region-focusable) */}
          <div className={styles.skill} data-testid="pack-harness" tabIndex={0}>
            <SkillArticle html={skillHtml(files["HARNESS.md"])} />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="versions">
          <h2 id="versions">Versions</h2>
          <VersionList id={pack.id} versions={got.versions} shown={shown} />
        </section>

        <section className={styles.section} aria-labelledby="lint">
          <h2 id="lint">Lint</h2>
          <LintStatus findings={lint.findings} />
        </section>
      </main>
    </div>
  );
}
