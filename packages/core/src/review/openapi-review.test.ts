// Table tests of reviews of openapi packs (DECISIONS 11 and 14): a command's request in its changes and the risk summary.
import { describe, expect, it } from "vitest";
import type { PackFiles } from "../pack/pack-files.js";
import { kanbanWith, type OpenApiPackChange } from "../testing/openapi-pack.js";
import { packWith } from "../testing/pack-builder.js";
import { comparePacks } from "./compare-packs.js";

const kanban = kanbanWith();
const CARD = "/boards/{boardId}/cards/{cardId}";

interface Case {
  name: string;
  base?: PackFiles;
  head: OpenApiPackChange;
  /** The risks in order, as [code, severity, verb?]. */
  risks: [string, string, string?][];
  /** The file each risk points the reviewer to, in the same order (when given). */
  riskFiles?: (string | undefined)[];
  /** Words each risk's message holds, in the same order (when given). */
  says?: string[][];
  changed?: string[];
  added?: string[];
}

/** A write command `card.drop` naming the DELETE of a card, with its policy row and a removal card. */
const dropCommand: OpenApiPackChange = {
  surface: (s) => {
    s.verbs["card.drop"] = {
      description: "Drop a card.",
      operation: `DELETE ${CARD}`,
      preview: { kind: "removal", title: "Drop {{cardId}}", fields: { card: "{{cardId}}" } },
    };
  },
  policy: (p) => {
    p.verbs["card.drop"] = { effect: "write", approval: "always", reason: "Deletes a card" };
  },
};

const cases: Case[] = [
  { name: "the same pack: nothing to review", head: {}, risks: [], changed: [] },
  {
    name: "the document rewritten as JSON, same content: no command changed",
    head: { doc: () => {} },
    risks: [],
    changed: [],
  },
  {
    name: "D14 effect from method: getCard turned POST in the document, policy still read: a read request became a write",
    head: {
      doc: (d) => {
        d.paths[CARD].post = d.paths[CARD].get;
        delete d.paths[CARD].get;
      },
    },
    risks: [["request_read_to_write", "high", "card.get"]],
    riskFiles: ["openapi.yaml"],
    says: [["GET", "POST", "policy", "read", "openapi.yaml"]],
    changed: ["card.get"],
  },
  {
    name: "D14: boards.list names a write operation in surface.json, with its policy turned write too: both risks",
    head: {
      surface: (s) => {
        s.verbs["boards.list"].operation = "purgeEverything";
        s.verbs["boards.list"].preview = { kind: "removal", title: "Purge", fields: {} };
      },
      policy: (p) => {
        p.verbs["boards.list"] = { effect: "write", approval: "always" };
      },
    },
    risks: [
      ["read_to_write", "high", "boards.list"],
      ["request_read_to_write", "high", "boards.list"],
    ],
    riskFiles: [undefined, "surface.json"],
    says: [[], ["GET /boards", "POST /admin/purge"]],
    changed: ["boards.list"],
  },
  {
    name: "D11/D14: a DELETE operation added as a command: high, not also 'write command added'",
    head: dropCommand,
    risks: [["delete_request_added", "high", "card.drop"]],
    riskFiles: ["surface.json"],
    says: [["DELETE", CARD]],
    added: ["card.drop"],
  },
  {
    name: "D11: a POST operation added as a command: a write command added",
    head: {
      surface: (s) => {
        s.verbs["boards.purge"] = {
          description: "Purge.",
          operation: "purgeEverything",
          preview: { kind: "removal", title: "Purge everything", fields: {} },
        };
      },
      policy: (p) => {
        p.verbs["boards.purge"] = { effect: "write", approval: "always" };
      },
    },
    risks: [["write_command_added", "medium", "boards.purge"]],
    added: ["boards.purge"],
  },
  {
    name: "D14: createCard's POST became a DELETE in the document: a write became a delete",
    head: {
      doc: (d) => {
        const cards = d.paths["/boards/{boardId}/cards"];
        cards.delete = cards.post;
        delete cards.post;
      },
    },
    risks: [["delete_request_added", "high", "card.create"]],
    riskFiles: ["openapi.yaml"],
    says: [["POST", "DELETE", "openapi.yaml"]],
    changed: ["card.create"],
  },
  {
    name: "D14: card.delete names moveCard in surface.json: DELETE became PATCH with a body (low, the manifest shows it)",
    head: {
      surface: (s) => {
        s.verbs["card.delete"].operation = "moveCard";
      },
    },
    risks: [["request_changed", "low", "card.delete"]],
    riskFiles: ["surface.json"],
    says: [["deleteCard", "moveCard", "DELETE", "PATCH", "body fields added: column"]],
    changed: ["card.delete"],
  },
  {
    name: "D14 server: the document's server moved to another host: every request goes elsewhere",
    head: {
      doc: (d) => {
        d.servers[0].url = "https://kanban.elsewhere.example/{version}";
      },
    },
    risks: [["server_changed", "high"]],
    riskFiles: ["openapi.yaml"],
    says: [["https://api.kanban.example/v1", "https://kanban.elsewhere.example/v1", "another host", "6 commands"]],
    changed: ["boards.list", "card.get", "card.create", "card.move", "card.delete", "cards.search"],
  },
  {
    name: "D14 server: a variable's default changed, same host: medium",
    head: {
      doc: (d) => {
        d.servers[0].variables.version = { default: "v2", enum: ["v1", "v2"] };
      },
    },
    risks: [["server_changed", "medium"]],
    says: [["https://api.kanban.example/v2"]],
  },
  {
    name: "D14 server: one operation given its own server: that command alone",
    head: {
      doc: (d) => {
        d.paths["/search"].get.servers = [{ url: "https://search.kanban.example" }];
      },
    },
    risks: [["server_changed", "high", "cards.search"]],
    says: [['"cards.search"', "https://search.kanban.example"]],
    changed: ["cards.search"],
  },
  {
    name: "D14: a body field added in the document only: the request changed with surface.json untouched (medium)",
    head: {
      doc: (d) => {
        d.paths[CARD].patch.requestBody.content["application/json"].schema.properties.note = { type: "string" };
      },
    },
    risks: [["request_changed", "medium", "card.move"]],
    riskFiles: ["openapi.yaml"],
    says: [["body fields added: note", "openapi.yaml"]],
    changed: ["card.move"],
  },
  {
    name: "D14: a body field removed in the document only",
    base: kanbanWith({
      doc: (d) => {
        d.paths[CARD].patch.requestBody.content["application/json"].schema.properties.note = { type: "string" };
      },
    }),
    head: {},
    risks: [["request_changed", "medium", "card.move"]],
    says: [["body fields removed: note"]],
    changed: ["card.move"],
  },
  {
    name: "D14: a field the verb's args leave out is not sent: adding it to the document changes nothing",
    head: {
      doc: (d) => {
        const body = d.paths["/boards/{boardId}/cards"].post.requestBody.content["application/json"].schema;
        body.properties.priority = { type: "integer" };
      },
    },
    risks: [],
    changed: [],
  },
  {
    name: "D14: the operation's path moved in the document: its command's request changed",
    head: {
      doc: (d) => {
        d.paths["/v2/boards/{boardId}/cards"] = d.paths["/boards/{boardId}/cards"];
        delete d.paths["/boards/{boardId}/cards"];
      },
    },
    risks: [["request_changed", "medium", "card.create"]],
    says: [["/boards/{boardId}/cards", "/v2/boards/{boardId}/cards"]],
    changed: ["card.create"],
  },
  {
    name: "D14: boards.list names another GET in surface.json: its request changed (low, the manifest shows it)",
    head: {
      surface: (s) => {
        s.verbs["boards.list"].operation = "searchCards";
      },
    },
    risks: [["request_changed", "low", "boards.list"]],
    riskFiles: ["surface.json"],
    says: [["listBoards", "searchCards", "/boards", "/search"]],
    changed: ["boards.list"],
  },
  {
    name: "D14: the same operation named another way: the command changed, its request did not",
    head: {
      surface: (s) => {
        s.verbs["card.move"].operation = "moveCard";
      },
    },
    risks: [],
    changed: ["card.move"],
  },
  {
    name: "D14: getCard removed from the document: the head fails lint and card.get sends nothing",
    head: {
      doc: (d) => {
        delete d.paths[CARD].get;
      },
    },
    risks: [
      ["fails_lint", "medium"],
      ["request_changed", "medium", "card.get"],
    ],
    says: [[], ["no longer in the document"]],
    changed: ["card.get"],
  },
  {
    name: "D14: openapi.path names another file with the same document: only the path risk",
    head: {
      surface: (s) => {
        s.openapi.path = "./api/kanban.yaml";
      },
      files: { "openapi.yaml": null, "api/kanban.yaml": kanban["openapi.yaml"] as string },
    },
    risks: [["openapi_path_changed", "medium"]],
    riskFiles: ["surface.json"],
    says: [['"./openapi.yaml"', '"./api/kanban.yaml"']],
    changed: [],
  },
  {
    name: "D11: a policy turned write on a GET command: the policy risk alone, no request risk",
    head: {
      policy: (p) => {
        p.verbs["cards.search"] = { effect: "write", approval: "always" };
      },
    },
    risks: [
      ["read_to_write", "high", "cards.search"],
      ["write_without_card", "high", "cards.search"],
    ],
    changed: ["cards.search"],
  },
];

describe("comparePacks of openapi packs (DECISIONS 11, 14)", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const r = comparePacks(c.base ?? kanban, kanbanWith(c.head));
    expect(r.risks.map((k) => [k.code, k.severity, ...(k.verb ? [k.verb] : [])])).toEqual(c.risks);
    for (const k of r.risks) expect(k.message.length).toBeGreaterThan(10);
    if (c.riskFiles) expect(r.risks.map((k) => k.file)).toEqual(c.riskFiles);
    (c.says ?? []).forEach((words, i) => {
      for (const w of words) expect(r.risks[i]?.message).toContain(w);
    });
    if (c.changed) expect(r.commands.changed.map((x) => x.verb).sort()).toEqual([...c.changed].sort());
    if (c.added) expect(r.commands.added).toEqual(c.added);
  });
});

describe("a changed openapi command's request, before and after", () => {
  it("names the operation, method, path, server and body fields on each side", () => {
    const head = kanbanWith({
      doc: (d) => {
        d.paths[CARD].patch.requestBody.content["application/json"].schema.properties.note = { type: "string" };
      },
    });
    const [move] = comparePacks(kanban, head).commands.changed;
    expect(move?.requestBefore).toEqual({
      operation: `PATCH ${CARD}`,
      found: true,
      method: "PATCH",
      path: CARD,
      server: "https://api.kanban.example/v1",
      bodyFields: ["column"],
    });
    expect(move?.requestAfter?.bodyFields).toEqual(["column", "note"]);
    expect(move?.requestChanges).toEqual([{ kind: "body_fields", added: ["note"], removed: [] }]);
  });

  it("lists an operation, method and path change in order", () => {
    const head = kanbanWith({
      surface: (s) => {
        s.verbs["boards.list"].operation = "purgeEverything";
      },
    });
    const list = comparePacks(kanban, head).commands.changed.find((c) => c.verb === "boards.list");
    expect(list?.requestChanges).toEqual([
      { kind: "operation", before: "listBoards", after: "purgeEverything" },
      { kind: "method", before: "GET", after: "POST" },
      { kind: "path", before: "/boards", after: "/admin/purge" },
    ]);
    expect(list?.argvAfter).toEqual(["POST", "https://api.kanban.example/v1/admin/purge"]);
  });

  it("a command whose operation is gone: found false, and the argv is empty", () => {
    const head = kanbanWith({ doc: (d) => void delete d.paths[CARD].get });
    const get = comparePacks(kanban, head).commands.changed.find((c) => c.verb === "card.get");
    expect(get?.requestAfter).toEqual({
      operation: "getCard",
      found: false,
      method: null,
      path: null,
      server: null,
      bodyFields: [],
    });
    expect(get?.argvAfter).toEqual([]);
  });

  it("a policy-only change: the same request on both sides, no request changes", () => {
    const head = kanbanWith({
      policy: (p) => {
        p.verbs["card.move"].approval = "first_use";
      },
    });
    const [move] = comparePacks(kanban, head).commands.changed;
    expect(move?.requestChanges).toEqual([]);
    expect(move?.requestBefore?.method).toBe("PATCH");
    expect(move?.requestAfter).toEqual(move?.requestBefore);
  });

  it("a wrap pack's commands have no request", () => {
    const head = packWith({
      policy: (p) => {
        p.verbs.transfer.approval = "first_use";
      },
    });
    const [transfer] = comparePacks(packWith(), head).commands.changed;
    expect([transfer?.requestBefore, transfer?.requestAfter, transfer?.requestChanges]).toEqual([null, null, []]);
  });
});
