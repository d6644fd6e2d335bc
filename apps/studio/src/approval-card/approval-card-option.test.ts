// The studio's card for `todo add --help` (DECISIONS.md 7, LINT.md M027's case): the task "--help" fills the token
// right after `add`, where the program still reads options, so the card is flagged and says why; a plain task is not.
import { loadValidPack, renderLoaded } from "@packstudio/core";
import { catalogPack } from "@packstudio/core/testing";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApprovalCardView } from "./approval-card";

function todoAddHtml(text: string): string {
  const loaded = loadValidPack(catalogPack("todo"));
  if ("ok" in loaded) throw new Error(loaded.error.message);
  const rendered = renderLoaded(loaded, "add", { text });
  if (!rendered.ok || !rendered.card) throw new Error("no card");
  return renderToStaticMarkup(createElement(ApprovalCardView, { card: rendered.card }));
}

describe("DECISIONS.md 7: the studio card of todo add", () => {
  it("todo add --help: flagged, with the value and the warning", () => {
    const html = todoAddHtml("--help");
    expect(html).toContain('data-flagged="true"');
    expect(html).toContain('data-testid="card-warning"');
    expect(html).toContain("A value may be read as an option, not as a value.");
    expect(html).toContain("fills &quot;--help&quot;, which starts with &quot;-&quot;");
  });

  it("todo add 'Book the venue': not flagged", () => {
    const html = todoAddHtml("Book the venue");
    expect(html).toContain('data-flagged="false"');
    expect(html).not.toContain("read as an option");
  });
});
