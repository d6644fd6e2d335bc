// The hostile pack (e2e/fixtures/hostile-pack), its lint-failing variant, and the checks that its markup stayed text.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, type Page } from "@playwright/test";

const root = new URL("../fixtures/hostile-pack/", import.meta.url).pathname;

/** The payloads the fixture carries, as they must show on screen. */
export const payload = {
  img: '<img src=x onerror="window.__xss=1">',
  script: "<script>window.__xss=1</script>",
  svg: '"><svg onload=window.__xss=1>',
  js: "javascript:window.__xss=1",
  template: "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is this literal text
  templateJs: "${alert(1)}",
  probe: "<xss-probe>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is this literal text
  packId: '"><img src=x onerror=window.__xss=1><xss-probe>{{7*7}}${alert(1)}',
  cliBin: "<svg/onload=window.__xss=1>",
  bin: "bin/<img src=x onerror=window.__xss=1>.mjs",
  notes: 'notes/"><svg onload=window.__xss=1>.txt',
  argName: '"><svg/onload=window.__xss=1>',
  fieldName: "<img src=x onerror=window.__xss=1>",
} as const;

/** The pack's files as relative path to text. */
export function hostilePack(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path, "utf8");
    }
  };
  walk(root);
  return files;
}

type Json = Record<string, unknown>;

/**
 * The same pack broken so that lint names the payloads: an upper-case id (M001, with a quick fix whose title holds
 * the id), a verb key with whitespace (M010), a placeholder naming no argument (M016), an unknown field (M006),
 * a policy row for no command (M014) and a `$schema` that is a javascript: URL.
 */
export function failingVariant(files = hostilePack()): Record<string, string> {
  const surface = JSON.parse(files["surface.json"]!) as Json;
  const policy = JSON.parse(files["policy.json"]!) as Json;
  const upperId = '"><IMG SRC=X ONERROR=window.__xss=1>';
  const verbs = surface.verbs as Record<string, Json>;
  const spaced = "<img src=x onerror=window.__xss=1>";
  verbs[spaced] = { ...verbs.record, cli: [payload.cliBin, "record", "{{<svg/onload=window.__xss=1>}}"] };
  const next: Json = { $schema: payload.js, ...surface, id: upperId, [payload.img]: payload.script };
  const rows = policy.verbs as Record<string, Json>;
  rows[spaced] = { effect: "write", approval: "always", reason: payload.img };
  rows[payload.svg] = { effect: "read" };
  return {
    ...files,
    "surface.json": `${JSON.stringify(next, null, 2)}\n`,
    "policy.json": `${JSON.stringify({ ...policy, surface_id: upperId }, null, 2)}\n`,
  };
}

/** Every dialog (alert, confirm, prompt) a page opens: the hostile pack must open none. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", async (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return seen;
}

/** What the page holds that the payloads would have made, had any been parsed as HTML or run as script. */
function injected(): string[] {
  const found: string[] = [];
  if ((window as { __xss?: unknown }).__xss !== undefined) found.push("window.__xss is set");
  const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"];
  for (const el of Array.from(document.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // React and Monaco never write inline handlers: any on* attribute came from content.
      if (name.startsWith("on")) found.push(`<${el.localName}> has the attribute ${name}="${attr.value}"`);
      if (name === "srcdoc") found.push(`<${el.localName}> has srcdoc`);
      // Browsers drop whitespace and control characters inside a scheme: compare without them.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser skips in a URL scheme
      const url = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data):/.test(url))
        found.push(`<${el.localName} ${name}="${attr.value}">`);
      if (name === "style" && /inset|__xss/.test(attr.value)) found.push(`<${el.localName} style="${attr.value}">`);
    }
  }
  for (const selector of ["xss-probe", "iframe", "frame", "object", "embed", "math", 'img[src="x"]', "svg[onload]"]) {
    for (const el of Array.from(document.querySelectorAll(selector)))
      found.push(`a ${selector} element: ${el.outerHTML}`);
  }
  for (const el of Array.from(document.querySelectorAll("script, style"))) {
    const text = el.textContent ?? "";
    // Next's own inline data (self.__next_f) carries the pack as escaped JSON: a payload there is a string, not code.
    if (text.includes("__xss") && !text.trimStart().startsWith("(self.__next_f") && !text.startsWith("self.__next_f"))
      found.push(`a <${el.localName}> running content: ${text.slice(0, 120)}`);
    if (/<\/?(script|img|svg|iframe)/i.test(text)) found.push(`unescaped markup inside <${el.localName}>`);
  }
  return found;
}

/** What of the payloads the page holds as markup or script (an empty list when everything stayed text). */
export function findInjected(page: Page): Promise<string[]> {
  return page.evaluate(injected);
}

/** Fails when a payload ran, made an element, or opened a dialog. */
export async function expectNoInjection(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(await findInjected(page), `markup from the hostile pack in the DOM (${where})`).toEqual([]);
  expect(dialogs, `dialogs opened (${where})`).toEqual([]);
}
