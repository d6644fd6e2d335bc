// Hovers of an openapi pack (DECISIONS 14): a command's key shows its operation and the request its first example
// makes (URL, headers, body, curl, card); an operation in the document shows the command that sends it, or none.
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { hoverMarkdown } from "./hover.js";
import { hoverPack } from "./hover-pack.js";

const files = specExample("kanban-api");
const surface = files["surface.json"] ?? "";
const policy = files["policy.json"] ?? "";
const document = files["openapi.yaml"] ?? "";
const pack = hoverPack(files);

async function hover(path: string, text: string, marker: string, shift = 2, over = files): Promise<string | undefined> {
  const offset = text.indexOf(marker);
  if (offset === -1) throw new Error(`no ${marker} in ${path}`);
  const withText = { ...over, [path]: text };
  return hoverMarkdown({ path, text, offset: offset + shift, pack: hoverPack(withText) });
}

describe("hover on a command of an openapi pack", () => {
  it.each([
    [
      "card.create (POST with a JSON body)",
      '"card.create": {',
      [
        "operation POST /boards/{boardId}/cards (createCard)",
        "summary   Add a card to a board's first column.",
        "request   POST https://api.kanban.example/v1/boards/b-17/cards",
        "headers   Content-Type: application/json",
        'body      {"title":"Rotate the staging keys","description":"Staging keys expire on Friday; rotate them and update the vault.","labels":["security"]}',
        "curl      curl -X POST https://api.kanban.example/v1/boards/b-17/cards -H 'Content-Type: application/json' --data-raw",
        "effect    write",
        "approval  first_use (asks a person)",
        "card      record: New card on b-17",
        "request  POST https://api.kanban.example/v1/boards/b-17/cards",
        "reason: Adds a card the whole team sees",
      ],
    ],
    [
      "card.move (arguments derived from the document alone; enum's first value)",
      '"card.move": {',
      [
        "operation PATCH /boards/{boardId}/cards/{cardId} (moveCard)",
        "request   PATCH https://api.kanban.example/v1/boards/b-17/cards/c-204",
        'body      {"column":"todo"}',
        "approval  always (asks a person)",
      ],
    ],
    [
      "boards.list (a read: no body, no card)",
      '"boards.list": {',
      ["operation GET /boards (listBoards)", "request   GET https://api.kanban.example/v1/boards", "effect    read"],
    ],
  ])("%s", async (_name, marker, expected) => {
    const value = (await hover("surface.json", surface, marker)) ?? "";
    for (const line of expected) expect(value).toContain(line);
    expect(value).not.toContain("argv ");
  });

  it("a read command shows no card, and no body or headers line", async () => {
    const value = (await hover("surface.json", surface, '"boards.list": {')) ?? "";
    expect(value).not.toMatch(/^(card|body|headers) /m);
  });

  it("the same hover on the command's row in policy.json", async () => {
    expect(await hover("policy.json", policy, '"card.delete"')).toContain(
      "request   DELETE https://api.kanban.example/v1/boards/b-17/cards/c-204",
    );
  });

  it("a path value is one RFC 3986 segment in the request (a / is %2F)", async () => {
    const edited = surface
      .replace(
        '"b-17"\n            ],\n            "x-position": 0',
        '"b 1/7"\n            ],\n            "x-position": 0',
      )
      .replace('"^b-[0-9]+$"', '"^b"');
    expect(edited).not.toBe(surface);
    // The surface's own pattern is loosened; the document's pattern still refuses the value: it says so.
    const value = (await hover("surface.json", edited, '"card.get": {')) ?? "";
    expect(value).toContain("does not render");
    const doc = document.replace('pattern: "^b-[0-9]+$"', 'pattern: "^b"');
    const both = (await hover("surface.json", edited, '"card.get": {', 2, { ...files, "openapi.yaml": doc })) ?? "";
    expect(both).toContain("request   GET https://api.kanban.example/v1/boards/b%201%2F7/cards/c-204");
  });

  it("a command naming no operation of the document says so instead of a request", async () => {
    const edited = surface.replace('"operation": "listBoards"', '"operation": "listBoardz"');
    const value = (await hover("surface.json", edited, '"boards.list": {')) ?? "";
    expect(value).toContain("**boards.list**");
    expect(value).toMatch(/does not render: .*names no operation/);
  });
});

describe("hover on an operation in the pack's document", () => {
  it.each([
    [
      "the method key of an exposed operation",
      "    post:\n      operationId: createCard",
      6,
      "sent by   card.create (write, first_use)",
    ],
    ["its operationId", "operationId: createCard", 16, "sent by   card.create (write, first_use)"],
    ["an operation named by METHOD /path", "    patch:", 6, "sent by   card.move (write, always)"],
    ["an operation no command sends", "    post:\n      operationId: purgeEverything", 6, "sent by   no command"],
  ])("%s", async (_name, marker, shift, expected) => {
    const value = (await hover("openapi.yaml", document, marker, shift)) ?? "";
    expect(value).toContain(expected);
  });

  it("the operation line, summary and the request its command's example makes", async () => {
    const value = (await hover("openapi.yaml", document, "operationId: createCard", 16)) ?? "";
    expect(value).toContain("operation POST /boards/{boardId}/cards (createCard)");
    expect(value).toContain("summary   Add a card to a board's first column.");
    expect(value).toContain("          POST https://api.kanban.example/v1/boards/b-17/cards");
  });

  it("an operation no command sends says how to add one", async () => {
    const value = (await hover("openapi.yaml", document, "    post:\n      operationId: purgeEverything", 6)) ?? "";
    expect(value).toContain('"operation": "purgeEverything"');
  });

  it("an operation that cannot be a command says why", async () => {
    const doc = document.replace(
      "      operationId: purgeEverything\n",
      "      operationId: purgeEverything\n      parameters:\n        - { name: session, in: cookie, schema: { type: string } }\n",
    );
    const value = (await hover("openapi.yaml", doc, "    post:\n      operationId: purgeEverything", 6)) ?? "";
    expect(value).toMatch(/sent by {3}no command, and it cannot be one: .*cookie/);
  });

  it("a path key lists its methods and the commands that send them", async () => {
    const value = (await hover("openapi.yaml", document, "  /boards/{boardId}/cards/{cardId}:", 4)) ?? "";
    expect(value).toContain("GET       card.get");
    expect(value).toContain("PATCH     card.move");
    expect(value).toContain("DELETE    card.delete");
  });

  it("a JSON document too: the operation at its method key", async () => {
    const json = JSON.stringify(pack.openapi?.value, null, 2);
    const jsonFiles = {
      ...files,
      "surface.json": surface.replace("./openapi.yaml", "./openapi.json"),
      "openapi.json": json,
    };
    delete (jsonFiles as Record<string, string>)["openapi.yaml"];
    const value = (await hover("openapi.json", json, '"delete": {', 2, jsonFiles)) ?? "";
    expect(value).toContain("operation DELETE /boards/{boardId}/cards/{cardId} (deleteCard)");
    expect(value).toContain("sent by   card.delete (write, always)");
  });

  it("nothing elsewhere in the document, in a document the pack does not name, or in a wrap pack's YAML", async () => {
    expect(await hover("openapi.yaml", document, "title: Kanban API", 2)).toBeUndefined();
    expect(await hover("other.yaml", document, "operationId: createCard", 16)).toBeUndefined();
    const ledger = specExample("ledger");
    expect(await hover("openapi.yaml", document, "operationId: createCard", 16, ledger)).toBeUndefined();
  });

  it("pack text reaches the hover only inside a fence it cannot close", async () => {
    const doc = document.replace(
      "summary: Add a card to a board's first column.",
      String.raw`summary: "${"```"}\n[x](javascript:alert(1))"`,
    );
    const value = (await hover("openapi.yaml", doc, "operationId: createCard", 16)) ?? "";
    expect(value).toMatch(/^````text\n/);
    expect(value).toContain("summary   ``` [x](javascript:alert(1))\n");
    expect(value.trimEnd().endsWith("````")).toBe(true);
  });
});

describe("hover pack", () => {
  it("reads the document the lint read", async () => {
    expect(pack.openapi?.file).toBe("openapi.yaml");
    expect(pack.surface?.verbs.find((v) => v.key === "card.move")?.operation?.ref.method).toBe("PATCH");
  });
});
