// Pack templates for "New pack": an empty valid pack, a starter, and example packs read from disk (the spec's, and
// the example catalog's ledger in the spec ledger's place).
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";

import type { PackTemplate } from "~/lib/pack-template";
import { catalogDir } from "./catalog-seed";
import { readPackFolder } from "./pack-folder";

export type { PackTemplate };

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const empty: PackTemplate = {
  id: "empty",
  title: "Empty pack",
  description: "A valid pack with no commands yet: add them to surface.json and policy.json.",
  files: {
    "surface.json": json({ id: "my-pack", name: "My pack", kind: "composite", verbs: {} }),
    "policy.json": json({ surface_id: "my-pack", verbs: {} }),
    "HARNESS.md": "# My pack\n\nDescribe what the pack does and show each command's CLI form.\n",
  },
};

const starter: PackTemplate = {
  id: "starter",
  title: "Starter CLI pack",
  description: "A wrapped CLI with one read and one write command, a card and a script to run.",
  files: {
    "surface.json": json({
      id: "todo",
      name: "Todo",
      kind: "wrap",
      cliBin: "todo",
      transports: ["cli", "json_exec"],
      binding: { mode: "local", hub: "none" },
      wrap: { bin: "./bin/todo.mjs", workspace: { mode: "workspace" } },
      verbs: {
        list: { description: "List open tasks, newest first.", cli: ["todo", "list"] },
        add: {
          description: "Add a task.",
          cli: ["todo", "add", "{{text}}"],
          args: {
            type: "object",
            properties: {
              text: { type: "string", description: "What to do", examples: ["Water the plants"], "x-position": 0 },
            },
            required: ["text"],
          },
          title: { live: "Adding {{text}}", done: "Added task {{result.id}}" },
          preview: { kind: "record", title: "Add a task", fields: { task: "{{text}}" } },
        },
      },
    }),
    "policy.json": json({
      surface_id: "todo",
      verbs: { list: { effect: "read" }, add: { effect: "write", approval: "first_use", reason: "Adds a task" } },
    }),
    "HARNESS.md":
      "# Todo\n\n`todo` keeps a short task list.\n\n- `todo list`: open tasks.\n- `todo add <text>`: adds a task (asks once per session).\n",
    "bin/todo.mjs":
      '#!/usr/bin/env node\n// A tiny task list kept in $HOME, printing JSON.\nimport { existsSync, readFileSync, writeFileSync } from "node:fs";\n\nconst store = process.env.HOME + "/.todo.json";\nconst tasks = existsSync(store) ? JSON.parse(readFileSync(store, "utf8")) : [];\nconst [cmd, text] = process.argv.slice(2).filter((a) => a !== "--json");\nif (cmd === "add") {\n  const task = { id: "t" + (tasks.length + 1), text };\n  writeFileSync(store, JSON.stringify([...tasks, task]));\n  console.log(JSON.stringify(task));\n} else {\n  console.log(JSON.stringify({ tasks: tasks.slice().reverse() }));\n}\n',
  },
};

// The examples' expected lint results are not part of a pack.
const expectedResults = new Set(["expected.json"]);

/** Where the example packs are: PACKSTUDIO_EXAMPLES_DIR, else the repository's spec/examples. */
export function examplesDir(): string {
  return process.env.PACKSTUDIO_EXAMPLES_DIR ?? resolve(process.cwd(), "../../spec/examples");
}

const exampleText: Record<string, string> = {
  ledger:
    "The catalog's ledger: balance, entries, payees and transfers with a payment card, run from ./bin/ledger.mjs.",
  "notes-project": "Notes kept in the repository: workspace mode project, --format json.",
  broken: "A pack with many errors, to see every kind of finding.",
  "kanban-api":
    "An HTTP API's pack (kind openapi): commands from a kanban service's OpenAPI document, dry-run from it.",
};

/**
 * The ledger a new editor opens with (issue 29): the catalog's own example (catalog-seed.ts reads the same folder),
 * so /editor and /packs/ledger show one pack. Undefined without the catalog folder (the spec's ledger stands in).
 */
async function catalogLedger(): Promise<Record<string, string> | undefined> {
  try {
    return await readPackFolder(join(catalogDir(), "ledger"));
  } catch {
    return undefined;
  }
}

export async function loadTemplates(): Promise<PackTemplate[]> {
  const examples: PackTemplate[] = [];
  const ledger = await catalogLedger();
  try {
    const dir = examplesDir();
    for (const entry of (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory())) {
      const fromCatalog = entry.name === "ledger" ? ledger : undefined;
      examples.push({
        id: entry.name,
        title: `Example: ${entry.name}`,
        description: (fromCatalog && exampleText[entry.name]) || "An example pack from the spec.",
        files: fromCatalog ?? (await readPackFolder(join(dir, entry.name), expectedResults)),
      });
    }
  } catch {
    // Without the examples folder the studio still offers the built-in templates.
  }
  if (ledger && !examples.some((t) => t.id === "ledger"))
    examples.push({ id: "ledger", title: "Example: ledger", description: exampleText.ledger ?? "", files: ledger });
  const order = ["ledger", "notes-project", "kanban-api", "broken"];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  examples.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  return [empty, starter, ...examples];
}
