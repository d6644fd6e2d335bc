// The MCP tool of each command (DECISIONS.md 12): name, title, inputSchema, readOnlyHint/destructiveHint.
import { describe, expect, it } from "vitest";
import { readPack, type SurfaceView } from "../index.js";
import { loadValidPack } from "../projection/load-valid-pack.js";
import type { LoadedPack } from "../projection/render-loaded.js";
import { specExample } from "../testing/spec-example.js";
import { declaredFaces, undeclaredFaceWarning } from "./face-names.js";
import { packTools } from "./mcp-tools.js";

function load(files: Record<string, string>): { loaded: LoadedPack } {
  const loaded = loadValidPack(files);
  if ("ok" in loaded) throw new Error(loaded.error.message);
  return { loaded };
}

function surfaceOf(files: Record<string, string>): SurfaceView {
  const surface = readPack(files).surface;
  if (!surface) throw new Error("no surface");
  return surface;
}

const ledger = specExample("ledger");

/** The ledger with one change to its manifest. */
// biome-ignore lint/suspicious/noExplicitAny: tests change free-form JSON on purpose
function ledgerWith(change: (surface: any) => void): Record<string, string> {
  const surface = JSON.parse(ledger["surface.json"] ?? "{}");
  change(surface);
  return { ...ledger, "surface.json": JSON.stringify(surface) };
}

describe("D12 mcp tools of the ledger example", () => {
  const tools = Object.fromEntries(packTools(load(ledger).loaded).map((t) => [t.name, t]));

  it("one tool per command, named by the verb key (dots kept)", () => {
    expect(Object.keys(tools)).toEqual(["setup.status", "setup.apply", "connect", "status", "list", "transfer"]);
  });

  it.each([
    ["transfer", "Paying a payee"], // the live title without placeholders
    ["status", "Balance, currency, and provider link health."], // no title: the description
  ])("title of %s", (name, title) => {
    expect(tools[name]?.title).toBe(title);
    expect(tools[name]?.annotations.title).toBe(title);
  });

  it.each([
    ["status", true, false],
    ["transfer", false, true],
    ["setup.apply", false, true],
  ])("%s: readOnlyHint %s, destructiveHint %s (effect)", (name, readOnlyHint, destructiveHint) => {
    expect(tools[name]?.annotations).toMatchObject({ readOnlyHint, destructiveHint });
  });

  it("inputSchema: args as declared", () => {
    const surface = JSON.parse(ledger["surface.json"] ?? "{}");
    expect(tools.transfer?.inputSchema).toEqual(surface.verbs.transfer.args);
  });

  it("inputSchema without args: one required string per placeholder (D4.2)", () => {
    expect(tools.connect?.inputSchema).toEqual({
      type: "object",
      properties: { provider: { type: "string" } },
      required: ["provider"],
    });
    expect(tools.status?.inputSchema).toEqual({ type: "object", properties: {}, required: [] });
  });

  it("a title whose every template has a placeholder falls back to the description", () => {
    const files = ledgerWith((s) => {
      s.verbs.transfer.title.live = "Paying {{amount}}";
    });
    const transfer = packTools(load(files).loaded).find((t) => t.name === "transfer");
    expect(transfer?.title).toBe(JSON.parse(ledger["surface.json"] ?? "{}").verbs.transfer.description);
  });
});

describe("a hostile pack's tool text", () => {
  it("title and description show hidden characters as escapes, as cards do (D7)", () => {
    const files = ledgerWith((s) => {
      s.verbs.status.description = "Balance\u202Eecnalab\u200B";
    });
    const status = packTools(load(files).loaded).find((t) => t.name === "status");
    expect(status?.title).toBe("Balance<U+202E>ecnalab<U+200B>");
    expect(status?.description).toBe("Balance<U+202E>ecnalab<U+200B>");
  });
});

describe("D12 a face the pack does not declare is served with a warning", () => {
  it.each([
    ["mcp", /does not declare the mcp face \(surface.json "transports" lists cli, json_exec\)/],
    ["json_exec", null],
  ] as const)("%s", (face, warning) => {
    const text = undeclaredFaceWarning("ledger", declaredFaces(surfaceOf(ledger)), face);
    if (warning) expect(text).toMatch(warning);
    else expect(text).toBeNull();
  });

  it("an absent transports list declares no face", () => {
    const files = ledgerWith((s) => {
      delete s.transports;
    });
    expect(declaredFaces(surfaceOf(files))).toEqual([]);
    expect(undeclaredFaceWarning("ledger", [], "json_exec")).toMatch(/"transports" is absent/);
  });
});

describe("D14 mcp tools of an openapi pack (kanban-api): the operation's arguments, narrowed", () => {
  const tools = Object.fromEntries(packTools(load(specExample("kanban-api")).loaded).map((t) => [t.name, t]));

  it("one tool per command, hints from the policy", () => {
    expect(Object.keys(tools)).toEqual([
      "boards.list",
      "card.get",
      "card.create",
      "card.move",
      "card.delete",
      "cards.search",
    ]);
    expect(tools["card.delete"]?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(tools["cards.search"]?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it("a command without args takes its operation's: parameters and body, required from both", () => {
    expect(tools["card.move"]?.inputSchema).toEqual({
      type: "object",
      properties: {
        boardId: {
          type: "string",
          pattern: "^b-[0-9]+$",
          description: "Board id, from boards list",
          examples: ["b-17"],
        },
        cardId: { type: "string", pattern: "^c-[0-9]+$", description: "Card id", examples: ["c-204"] },
        "If-Match": { type: "string", description: "The card's version, to refuse a move over someone else's change." },
        column: { type: "string", enum: ["todo", "doing", "done"] },
      },
      required: ["boardId", "cardId", "column"],
    });
  });

  it("a narrowing's descriptions and examples win; the operation's constraints stay", () => {
    const schema = tools["card.create"]?.inputSchema as unknown as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(["boardId", "title", "description", "labels"]);
    expect(schema.required).toEqual(["boardId", "title"]);
    expect(schema.properties.title).toEqual({
      type: "string",
      minLength: 1,
      maxLength: 200,
      description: "One line shown on the card",
      examples: ["Rotate the staging keys"],
    });
    expect(schema.properties.labels).toMatchObject({ type: "array", maxItems: 3, allOf: [{ maxItems: 10 }] });
  });
});
