// HARNESS.md as the studio shows it: core's harnessMarkdownToHtml with the page's options. Not a client module, so
// a catalog page renders it on the server and its browser never downloads the Markdown reader.
import { harnessMarkdownToHtml } from "@packstudio/core";
import { isExternalHref } from "./link-target";

/**
 * The skill's HTML, or undefined when there is no HARNESS.md or it is blank. The page has its own h1: the
 * skill's "# Title" is an h2, and so on (h6 stays h6). Links to other sites open in a new tab.
 */
export function skillHtml(markdown: string | undefined): string | undefined {
  if (markdown === undefined || markdown.trim() === "") return undefined;
  return harnessMarkdownToHtml(markdown, { headingOffset: 1, newTab: isExternalHref });
}
