// An openapi pack over stdio, driven by a real LSP client (vscode-jsonrpc): the document's findings at their line
// and column, live as it is typed and across files, and hovers on a command and on an operation (DECISIONS 14).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Diagnostic, type Hover, HoverRequest, type Position } from "vscode-languageserver-protocol";
import { copyExample, fileUri, LspClient } from "./testing/lsp-client.js";

const codes = (d: Diagnostic[]) => d.map((x) => x.code);
const has = (code: string) => (d: Diagnostic[]) => codes(d).includes(code);
const lacks = (code: string) => (d: Diagnostic[]) => !codes(d).includes(code);

/** The 0-based position of `marker` in `text`, moved right by `shift`. */
function positionOf(text: string, marker: string, shift = 0): Position {
  const offset = text.indexOf(marker);
  if (offset === -1) throw new Error(`no ${marker}`);
  const before = text.slice(0, offset + shift).split("\n");
  return { line: before.length - 1, character: (before.at(-1) ?? "").length };
}

describe("an openapi pack in the language server", () => {
  let client: LspClient;
  let pack: { dir: string; remove: () => void };
  let surfaceUri: string;
  let documentUri: string;
  let surfaceText: string;
  let documentText: string;

  beforeAll(async () => {
    pack = copyExample("kanban-api");
    ({ client } = await LspClient.start());
    surfaceUri = fileUri(join(pack.dir, "surface.json"));
    documentUri = fileUri(join(pack.dir, "openapi.yaml"));
    surfaceText = readFileSync(join(pack.dir, "surface.json"), "utf8");
    documentText = readFileSync(join(pack.dir, "openapi.yaml"), "utf8");
  });
  afterAll(async () => {
    await client?.stop();
    pack?.remove();
  });

  const hover = async (uri: string, position: Position): Promise<string> => {
    const answer = (await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position,
    })) as Hover | null;
    return (answer?.contents as { value: string } | undefined)?.value ?? "";
  };

  it("the document opened gets its findings at their line and column (M019 on a parameter with no example)", async () => {
    await client.open(documentUri, documentText, "yaml");
    const found = await client.diagnostics(documentUri, has("M019"));
    const limit = found.find((d) => d.code === "M019" && JSON.stringify(d.message).includes("limit"));
    // `        - name: limit`: the parameter's mapping starts at `name`.
    expect(limit?.range.start).toEqual(positionOf(documentText, "name: limit"));
    expect(limit?.severity).toBe(2);
    expect(limit?.codeDescription?.href).toBe("http://localhost:3000/rules#M019");
    expect(found.filter((d) => d.severity === 1)).toEqual([]);
  });

  it("a dangling $ref typed into the document is O003 at the $ref, and goes when it is fixed", async () => {
    const broken = documentText.replace(
      'schema: { $ref: "#/components/schemas/Card" }\n        "404"',
      'schema: { $ref: "#/components/schemas/Cart" }\n        "404"',
    );
    expect(broken).not.toBe(documentText);
    await client.change(documentUri, broken);
    const found = await client.diagnostics(documentUri, has("O003"));
    const o003 = found.find((d) => d.code === "O003");
    expect(o003?.message).toContain("#/components/schemas/Cart");
    expect(o003?.range.start).toEqual(positionOf(broken, '"#/components/schemas/Cart"'));
    expect(o003?.severity).toBe(1);
    await client.change(documentUri, documentText);
    await client.diagnostics(documentUri, lacks("O003"));
  });

  it("an operationId renamed in the unsaved document breaks the command naming it, in surface.json", async () => {
    await client.open(surfaceUri, surfaceText);
    await client.diagnostics(surfaceUri, lacks("O004"));
    client.forget(surfaceUri);
    await client.change(documentUri, documentText.replace("operationId: createCard", "operationId: addCard"));
    const surface = await client.diagnostics(surfaceUri, has("O004"));
    const o004 = surface.find((d) => d.code === "O004");
    expect(o004?.message).toContain("createCard");
    expect(o004?.range.start.line).toBe(positionOf(surfaceText, '"operation": "createCard"').line);
    client.forget(surfaceUri);
    await client.change(documentUri, documentText);
    await client.diagnostics(surfaceUri, lacks("O004"));
  });

  it("hover on a command: its operation and the request its first example makes, with the curl line", async () => {
    const value = await hover(surfaceUri, positionOf(surfaceText, '"card.move": {', 3));
    expect(value).toContain("**card.move**");
    expect(value).toContain("operation PATCH /boards/{boardId}/cards/{cardId} (moveCard)");
    expect(value).toContain("summary   Move a card to another column.");
    expect(value).toContain("request   PATCH https://api.kanban.example/v1/boards/b-17/cards/c-204");
    expect(value).toContain("headers   Content-Type: application/json");
    expect(value).toContain('body      {"column":"todo"}');
    expect(value).toContain(
      `curl      curl -X PATCH https://api.kanban.example/v1/boards/b-17/cards/c-204 -H 'Content-Type: application/json' --data-raw '{"column":"todo"}'`,
    );
    expect(value).toContain("card      fields: Move c-204 to todo");
  });

  it("hover on an operation in the document: the command that sends it, or that none does", async () => {
    const sent = await hover(documentUri, positionOf(documentText, "    delete:", 6));
    expect(sent).toContain("operation DELETE /boards/{boardId}/cards/{cardId} (deleteCard)");
    expect(sent).toContain("sent by   card.delete (write, always)");
    expect(sent).toContain("          DELETE https://api.kanban.example/v1/boards/b-17/cards/c-204");
    const unsent = await hover(documentUri, positionOf(documentText, "operationId: purgeEverything", 16));
    expect(unsent).toContain(
      'sent by   no command: add one to surface.json\'s "verbs" with "operation": "purgeEverything"',
    );
  });

  it("the hover follows the unsaved text of both files", async () => {
    // The command now sends the purge: the document's hover says so before anything is saved.
    await client.change(
      surfaceUri,
      surfaceText.replace('"operation": "searchCards"', '"operation": "purgeEverything"'),
    );
    const unsent = await hover(documentUri, positionOf(documentText, "operationId: purgeEverything", 16));
    expect(unsent).toContain("sent by   cards.search (read, never)");
    expect(unsent).toContain("          POST https://api.kanban.example/v1/admin/purge");
    await client.change(surfaceUri, surfaceText);
  });
});
