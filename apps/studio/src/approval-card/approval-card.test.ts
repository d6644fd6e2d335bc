// The approval card's layout per kind (DECISIONS.md 7): each kind's parts where its layout puts them, the rest in a table.
import { type ApprovalCard, type CardRole, cardText, type PreviewKind } from "@packstudio/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApprovalCardView } from "./approval-card";
import { cardLayouts } from "./cards/card-layouts";
import { FieldsCard } from "./cards/fields";

/** A card of `kind` with `fields` (name, value) and `roles` (role → field name), as core builds them. */
function cardOf(kind: PreviewKind, fields: [string, string][], roles: Partial<Record<CardRole, string>>): ApprovalCard {
  return {
    kind,
    title: cardText(`A ${kind}`),
    fields: fields.map(([name, value]) => ({ name: cardText(name), value: cardText(value) })),
    roles,
    destructive: kind === "removal",
    pack: cardText("demo"),
    command: cardText("do"),
    effect: "write",
    approval: "always",
    reason: null,
    argvLine: cardText("demo do"),
    lineKind: "argv",
    optionValues: [],
    flagged: false,
    hazards: [],
    warnings: [],
    declared: true,
  };
}

/** The data-testid parts of the card's body in document order, and the names in its field table. */
function layout(card: ApprovalCard) {
  const html = renderToStaticMarkup(createElement(ApprovalCardView, { card }));
  const body = html.slice(html.indexOf("cardBody"), html.lastIndexOf("card-pack"));
  const parts = [
    ...body.matchAll(/data-testid="card-(amount|currency|payee|to|subject|body|when|where|target|visibility|fields)"/g),
  ];
  const table = [...body.matchAll(/data-testid="card-field" data-name="([^"]*)"/g)];
  return { parts: parts.map((m) => m[1]), table: table.map((m) => m[1]), html };
}

describe("approval card layouts", () => {
  it.each([
    [
      "payment",
      [
        ["amount", "2.80"],
        ["currency", "EUR"],
        ["to", "demo"],
        ["memo", "bus"],
      ],
      { amount: "amount", currency: "currency", payee: "to" },
      ["amount", "currency", "payee", "fields"],
      ["memo"],
    ],
    [
      "message",
      [
        ["to", "a@b"],
        ["subject", "Hi"],
        ["body", "Text"],
        ["cc", "c@d"],
      ],
      { to: "to", subject: "subject", body: "body" },
      ["to", "subject", "body", "fields"],
      ["cc"],
    ],
    [
      "event",
      [
        ["when", "9:00"],
        ["where", "Room"],
        ["who", "me"],
      ],
      { when: "when", where: "where" },
      ["when", "where", "fields"],
      ["who"],
    ],
    [
      "publish",
      [
        ["target", "blog"],
        ["visibility", "public"],
      ],
      { target: "target", visibility: "visibility" },
      ["target", "visibility"],
      [],
    ],
    ["removal", [["id", "7"]], {}, ["fields"], ["id"]],
    [
      "record",
      [
        ["name", "x"],
        ["size", "2"],
      ],
      {},
      ["fields"],
      ["name", "size"],
    ],
    ["fields", [["a", "1"]], {}, ["fields"], ["a"]],
  ] as [PreviewKind, [string, string][], Partial<Record<CardRole, string>>, string[], string[]][])(
    "%s",
    (kind, fields, roles, parts, table) => {
      const got = layout(cardOf(kind, fields, roles));
      expect(got.parts).toEqual(parts);
      expect(got.table).toEqual(table);
    },
  );

  it("a payment without an amount says so", () => {
    expect(layout(cardOf("payment", [["to", "demo"]], { payee: "to" })).html).toContain("no amount field");
  });

  it("a card without fields says so", () => {
    expect(layout(cardOf("record", [], {})).html).toContain("No fields to show.");
  });

  it.each(Object.entries(cardLayouts).filter(([, layout]) => layout !== FieldsCard))(
    "the %s layout is in the file named after its kind",
    async (kind, layout) => {
      const file: Record<string, unknown> = await import(`./cards/${kind}.tsx`);
      expect(Object.values(file)).toContain(layout);
    },
  );
});
