// The studio's approval card of a hostile pack (DECISIONS.md 7): the pack's own texts (reason, field names, title
// template, pack id, command) hold control, bidi and zero-width characters; the card, built by core as a runtime
// builds it, is flagged and lays each out as a flagged escape; no raw hidden character reaches the page.
import { hazardOf, loadValidPack, renderLoaded } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApprovalCardView } from "./approval-card";

/** The ledger pack with `h` in its own texts, and the markup of the transfer's card for `args`. */
function cardHtml(h: string, args: Record<string, unknown> = { amount: "2.80", payee: "demo-transit" }): string {
  const files = { ...specExample("ledger") };
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  const policy = JSON.parse(files["policy.json"] ?? "{}");
  surface.id = `ledger${h}`;
  policy.surface_id = surface.id;
  const transfer = surface.verbs.transfer;
  transfer.preview.title = `Pay${h} {{payee}}`;
  transfer.preview.fields = { ...transfer.preview.fields, [`fee${h}`]: "none" };
  policy.verbs.transfer.reason = `Moves money${h} to a payee`;
  const loaded = loadValidPack({
    ...files,
    "surface.json": JSON.stringify(surface),
    "policy.json": JSON.stringify(policy),
  });
  if ("ok" in loaded) throw new Error(loaded.error.message);
  const rendered = renderLoaded(loaded, "transfer", args);
  if (!rendered.ok || !rendered.card) throw new Error("no card");
  return renderToStaticMarkup(createElement(ApprovalCardView, { card: rendered.card }));
}

/** The markup of the element with `data-testid="<id>"`, up to its closing `</tag>`. */
function part(html: string, id: string, tag: string): string {
  const at = html.indexOf(`data-testid="${id}"`);
  return at === -1 ? "" : html.slice(at, html.indexOf(`</${tag}>`, at));
}

/** The escape as core's segment lays it out: a flagged mark naming the character, never the character itself. */
const mark = (code: string) =>
  new RegExp(
    `<mark data-testid="escape"[^>]*title="hidden character ${code.replace("+", "\\+")} [^"]*">&lt;${code.replace("+", "\\+")}&gt;</mark>`,
  );

describe("DECISIONS.md 7: the studio card of a pack whose own texts hold hidden characters", () => {
  it.each([
    ["ANSI colour ESC[31m", "\u001b[31m", "U+001B"],
    ["right-to-left override U+202E", "\u202E", "U+202E"],
    ["zero-width space U+200B", "\u200B", "U+200B"],
    ["left-to-right isolate U+2066", "\u2066", "U+2066"],
    ["newline", "\n", "U+000A"],
    ["carriage return", "\r", "U+000D"],
    ["NUL", "\u0000", "U+0000"],
  ])("%s: flagged, and each text shows the escape as a flagged mark", (_n, raw, code) => {
    const html = cardHtml(raw);
    expect(html).toContain('data-flagged="true"');
    expect(html).toContain("This card holds hidden characters.");
    expect([...html].filter((ch) => hazardOf(ch.codePointAt(0) ?? 0))).toEqual([]);
    const parts = [
      part(html, "card-reason", "dd"),
      part(html, "card-pack", "dd"),
      part(html, "card-title", "h3"),
      html.slice(html.indexOf('data-name="fee'), html.indexOf("</th>", html.indexOf('data-name="fee'))),
    ];
    for (const p of parts) expect(p).toMatch(mark(code));
  });

  it("an amount read as an option flags the card (LINT.md M027's case)", () => {
    const html = cardHtml("", { amount: "--upload-pack=x", payee: "demo-transit" });
    expect(html).toContain('data-flagged="true"');
    expect(html).toContain("A value may be read as an option, not as a value.");
    expect(html).toContain("&quot;amount&quot; fills &quot;--upload-pack=x&quot;");
  });

  it("the same pack without them is not flagged", () => {
    expect(cardHtml("")).toContain('data-flagged="false"');
  });
});
