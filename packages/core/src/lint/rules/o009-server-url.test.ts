// Table tests for O009 (DECISIONS 14 "The request": the operation's server, else the path item's, else the document's first, variables at their defaults).
import { kanbanWith } from "../../testing/openapi-pack.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./o009-server-url.js";

const DOC = "openapi.yaml";

ruleTable(rule, [
  { name: "valid: kanban-api (a variable with its default)", files: kanbanWith(), expect: [] },
  {
    name: "valid: an operation's own absolute server stands for a relative document one",
    files: kanbanWith({
      doc: (d) => {
        d.servers = [{ url: "/v1" }];
        for (const item of Object.values(d.paths) as Record<string, unknown>[])
          item.servers = [{ url: "https://api.example.com" }];
      },
    }),
    expect: [],
  },
  {
    name: "invalid: no servers at any level, one finding naming the commands",
    files: kanbanWith({ doc: (d) => delete d.servers }),
    expect: [
      {
        file: DOC,
        pointer: "/openapi",
        message: ['The document gives no server for "boards.list"', "and 3 more", "path alone", "add `servers:"],
      },
    ],
  },
  {
    name: "invalid: a relative document server",
    files: kanbanWith({ doc: (d) => (d.servers = [{ url: "/api" }]) }),
    expect: [{ file: DOC, pointer: "/servers/0/url", message: ['the server "/api" is relative', "full URL"] }],
  },
  {
    name: "invalid: a server variable without a default",
    files: kanbanWith({ doc: (d) => delete d.servers[0].variables.version.default }),
    expect: [{ file: DOC, pointer: "/servers/0/url", message: ['"version" without a default', "give each variable"] }],
  },
  {
    name: "invalid: a variable the server does not declare",
    files: kanbanWith({ doc: (d) => (d.servers[0].url = "https://{region}.kanban.example") }),
    expect: [{ file: DOC, pointer: "/servers/0/url", message: '"region" without a default' }],
  },
  {
    name: "invalid: one operation's relative server, naming its command alone",
    files: kanbanWith({ doc: (d) => (d.paths["/search"].get.servers = [{ url: "search" }]) }),
    expect: [{ file: DOC, pointer: "/paths/~1search/get/servers/0/url", message: ['For "cards.search"', "relative"] }],
  },
]);
