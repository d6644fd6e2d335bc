// Character references in the editor's skill preview: the browser build reads them with Chromium's own HTML parser
// (apps/studio/src/lib/html-entities-dom.ts, in place of entities' tables), the server with the `entities`
// package. Both must read every named reference alike, in text and in link titles (markdown-it reads both strictly).
import { harnessMarkdownToHtml } from "@packstudio/core";
import { expect, test } from "@playwright/test";
import { encodeHTML } from "entities";
import { examplePack, openWith } from "../support/studio";

/** Every name the `entities` package writes for a character (one per character), and the tricky ones. */
function names(): string[] {
  const chars: string[] = [];
  for (let c = 0x20; c < 0x1d800; c++) if (c < 0xd800 || c > 0xdfff) chars.push(String.fromCodePoint(c));
  const found = new Set(encodeHTML(chars.join("")).match(/&[A-Za-z][A-Za-z0-9]*;/g) ?? []);
  // Two code points, upper-case legacy names, a legacy prefix of a longer word, unknown names, numeric ones
  // markdown-it leaves to the decoder (more than 8 digits, no digits).
  for (const tricky of ["&NotEqualTilde;", "&ThickSpace;", "&ngE;", "&AMP;", "&COPY;", "&notit;", "&notin;"])
    found.add(tricky);
  for (const tricky of ["&ampx;", "&copy2026;", "&nosuchname;", "&#123456789;", "&#0000000000065;", "&#xzz;"])
    found.add(tricky);
  return [...found];
}

test("every named character reference renders in the editor's skill as on the server", async ({ page }) => {
  const list = names();
  expect(list.length).toBeGreaterThan(1400);
  // One paragraph each: the reference as inline text and as a link title (two places markdown-it decodes).
  const skill = list.map((ref, i) => `${i} ${ref} [t](/r${i} "${ref}")`).join("\n\n");
  await openWith(page, { ...examplePack("ledger"), "HARNESS.md": skill });
  await page.getByRole("tab", { name: "Skill" }).click();
  const article = page.getByTestId("skill-view").locator("article");
  await expect(article.locator("p")).toHaveCount(list.length);
  const expected = harnessMarkdownToHtml(skill, { headingOffset: 1 });
  // Both sides as Chromium reads them: each paragraph's text and its link's title.
  const read = (html: string | undefined) =>
    article.evaluate((el, source) => {
      const root =
        source === undefined ? el : Object.assign(document.createElement("template"), { innerHTML: source }).content;
      return Array.from(root.querySelectorAll("p"), (p) => `${p.textContent} | ${p.querySelector("a")?.title}`);
    }, html);
  const [shown, server] = await Promise.all([read(undefined), read(expected)]);
  expect(server).toHaveLength(list.length);
  for (let i = 0; i < list.length; i++) expect(shown[i], list[i]).toBe(server[i]);
  // The server's own reads of a few, so a match is not two equal mistakes.
  expect(server[list.indexOf("&notit;")]).toMatch(/ &notit; t \| &notit;$/);
  expect(server[list.indexOf("&NotEqualTilde;")]).toMatch(/ \u2242\u0338 t \| \u2242\u0338$/);
  expect(server[list.indexOf("&AMP;")]).toMatch(/ & t \| &$/);
  expect(server[list.indexOf("&nosuchname;")]).toMatch(/ &nosuchname; t \| &nosuchname;$/);
});
