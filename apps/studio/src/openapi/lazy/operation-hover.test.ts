// Hovers on the operations of the pack's document: the command that sends one (its CLI form and request), none
// and how to add it, a path's methods; pack text only inside code spans.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { codeSpan, operationHover } from "./operation-hover";

const kanban = specExample("kanban-api");
const yaml = kanban["openapi.yaml"] ?? "";
const at = (text: string, nth = 0) => {
  let i = -1;
  for (let n = 0; n <= nth; n++) i = yaml.indexOf(text, i + 1);
  return i;
};

describe("operationHover", () => {
  it("on a method key: the command that sends it, its CLI form and its request with the examples", () => {
    const hover = operationHover(kanban, "openapi.yaml", at("    delete:") + 5);
    expect(hover?.contents.join("\n")).toContain(
      "**DELETE** `/boards/{boardId}/cards/{cardId}` · operationId `deleteCard`",
    );
    expect(hover?.contents.join("\n")).toContain("`card.delete` (write)");
    expect(hover?.contents.join("\n")).toMatch(
      /`DELETE https:\/\/api\.kanban\.example\/v1\/boards\/b-17\/cards\/c-204`/,
    );
    expect(yaml.slice(hover?.offset, (hover?.offset ?? 0) + (hover?.length ?? 0))).toBe("delete");
  });

  it("on an operationId: the same operation; one no command sends says how to add it", () => {
    const hover = operationHover(kanban, "openapi.yaml", at("purgeEverything") + 2);
    expect(hover?.contents.join("\n")).toMatch(/No command sends it: add it from the Commands panel/);
  });

  it("on a path key: its methods and the commands that send them", () => {
    const hover = operationHover(kanban, "openapi.yaml", at("  /boards/{boardId}/cards/{cardId}:") + 4);
    expect(hover?.contents.join("\n")).toContain("- **GET**: `card.get`");
    expect(hover?.contents.join("\n")).toContain("- **PATCH**: `card.move`");
  });

  it("nothing elsewhere, in another file, or in a pack without the document", () => {
    expect(operationHover(kanban, "openapi.yaml", at("info:"))).toBeUndefined();
    expect(operationHover(kanban, "surface.json", 10)).toBeUndefined();
    expect(operationHover(specExample("ledger"), "openapi.yaml", 0)).toBeUndefined();
  });
});

describe("codeSpan", () => {
  it.each([
    ["plain", "`plain`"],
    ["a`b", "``a`b``"],
    ["`x", "`` `x ``"],
    ["two\nlines", "`two lines`"],
  ])("%j", (text, span) => {
    expect(codeSpan(text)).toBe(span);
  });
});
