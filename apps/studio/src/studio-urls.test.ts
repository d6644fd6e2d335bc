// One route builder (core's studioRoutes): no studio, CLI, LSP or faces source spells a studio path by hand, and
// every page and route of app/ is one studioRoutes builds.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { studioRoutes } from "@packstudio/core";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const roots = [here, ...["cli", "lsp", "faces"].map((p) => join(root, `packages/${p}/src`))];

/** Source files, without tests and test helpers (a test may state the paths it expects). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "testing" ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A string, template or JSX attribute that starts a studio path: `/rules`, `/packs/`, `/s/`, `/s#`, `/review/`, `/editor`,
 * `/account`, `/device`, `/admin/`, `/api/`, `/schema/`. */
const handBuilt =
  /(?:["'`}]|href=["'{`]*)\/(?:rules\b|packs\/|s\/|s#|review\/|editor\b|account\b|device\b|admin\/|api\/|schema\/)/;

/** The lines of `text` that spell a studio path, comments left out. */
function handBuiltLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/?\*|\{\/\*)/.test(line))
    .filter((line) => handBuilt.test(line));
}

describe("studio URLs", () => {
  it("are built only by core's studioRoutes", () => {
    const found = roots.flatMap((dir) =>
      sources(dir).flatMap((file) =>
        handBuiltLines(readFileSync(file, "utf8")).map((line) => `${relative(root, file)}: ${line.trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["return `/rules#${code}`;"],
    ['<a href="/packs/ledger">Ledger</a>'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const link = `${server}/review/${a}...${b}`;"],
    ['path: "/s/" + id,'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["const endpoint = `${source.server}/api/trpc/catalog.get`;"],
    ['window.location.assign("/editor");'],
    ['<Link href="/account">'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as text
    ["`(or open ${server}/device?code=${code})`"],
    ['httpLink({ url: "/api/trpc" })'],
  ])("finds %s", (line) => {
    expect(handBuiltLines(line)).toEqual([line]);
  });

  it.each([
    ["// the page at /packs/<id>"],
    ["<a href={studioRoutes.editor}>"],
    ['"The token is listed on the studio\'s /account page."'],
    ['const url = "https://example.com/";'],
  ])("leaves %s", (line) => {
    expect(handBuiltLines(line)).toEqual([]);
  });
});

/** app/'s pages and route handlers as paths (`/packs/[id]`), from their folders. */
function appRoutes(dir: string, path = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return appRoutes(join(dir, e.name), `${path}/${e.name}`);
    return /^(page\.tsx|route\.ts)$/.test(e.name) ? [path || "/"] : [];
  });
}

/** Each route of app/, as studioRoutes builds it (a sample value for each [part]). */
const built: Record<string, string> = {
  "/": studioRoutes.catalog,
  "/account": studioRoutes.account,
  "/admin/audit": studioRoutes.adminAudit,
  "/api/auth/[...all]": studioRoutes.authCall("sign-in/social"),
  "/api/health": studioRoutes.health,
  "/api/shares/[id]": studioRoutes.shareJson("AbCdEfGhIjKlMnOp"),
  "/api/trpc/[trpc]": studioRoutes.trpcCall("catalog.get"),
  "/device": studioRoutes.device("BCDF-GHJK"),
  "/editor": studioRoutes.editor,
  "/packs/[id]": studioRoutes.pack("ledger", 2),
  "/packs/[id]/download": studioRoutes.packDownload("ledger"),
  "/review/[range]": studioRoutes.review("AAAAAAAAAAAAAAAA", "BBBBBBBBBBBBBBBB"),
  "/rules": studioRoutes.rule("M001"),
  "/s": studioRoutes.fragmentShare("abc"),
  "/s/[id]": studioRoutes.share("AbCdEfGhIjKlMnOp"),
  "/schema/policy.json": studioRoutes.schema("policy.json"),
  "/schema/surface.json": studioRoutes.schema("surface.json"),
};

/** The route a path reaches: `[x]` one segment, `[...x]` the rest; query and fragment aside. */
function reaches(route: string, url: string): boolean {
  const segment = (s: string) => (s.startsWith("[...") ? ".+" : s.startsWith("[") ? "[^/]+" : s.replaceAll(".", "\\."));
  return new RegExp(`^${route.split("/").map(segment).join("/")}$`).test(url.split(/[?#]/)[0] ?? "");
}

describe("studioRoutes", () => {
  it("builds every page and route of app/, and nothing app/ does not serve", () => {
    expect(appRoutes(join(here, "app")).sort()).toEqual(Object.keys(built).sort());
  });

  it.each(Object.entries(built))("%s is reached by %s", (route, url) => {
    expect(reaches(route, url)).toBe(true);
  });
});
