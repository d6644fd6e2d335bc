#!/usr/bin/env node
// tickets: a small issue tracker CLI. Keeps the project's tickets in $HOME/.tickets/db.json (seeded on first use) and prints JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const home = process.env.HOME || process.cwd();
const dbDir = join(home, ".tickets");
const dbFile = join(dbDir, "db.json");
const statuses = ["open", "in_progress", "blocked", "done"];
const priorities = ["low", "normal", "high", "urgent"];
const types = ["bug", "task", "story"];

const out = (value, code = 0) => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  process.exit(code);
};
const fail = (error, message, code = 1) => out({ error, message }, code);

function parse(argv, flags = []) {
  const pos = [];
  const opt = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") continue;
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      if (eq > 0) opt[a.slice(2, eq)] = a.slice(eq + 1);
      else if (flags.includes(a.slice(2))) opt[a.slice(2)] = true;
      else opt[a.slice(2)] = argv[++i];
    } else pos.push(a);
  }
  return { pos, opt };
}
const oneOf = (name, value, allowed) => {
  if (value !== undefined && !allowed.includes(value))
    fail(`invalid_${name}`, `--${name} is one of ${allowed.join(", ")}.`);
  return value;
};

const now = () => new Date().toISOString().slice(0, 16);
function seed() {
  const t = (n, title, type, status, priority, assignee, body) => ({
    key: `OPS-${n}`,
    title,
    type,
    status,
    priority,
    assignee,
    body,
    created: "2026-03-02T09:00",
    updated: "2026-03-02T09:00",
    comments: [],
  });
  return {
    next: 15,
    tickets: [
      t(
        10,
        "Approval card cuts long memos without a marker",
        "bug",
        "open",
        "high",
        "ana",
        "Values over 500 characters are cut silently on the payment card.",
      ),
      t(
        11,
        "Sandbox: report which limit stopped a run",
        "task",
        "in_progress",
        "normal",
        "sam",
        "Show wall, cpu, memory, processes, output or file_size.",
      ),
      t(
        12,
        "Lint: suggest the closest field name for M006",
        "story",
        "open",
        "normal",
        "",
        "Typos such as bindng should point at binding.",
      ),
      t(13, "Share links expire too early", "bug", "blocked", "urgent", "ana", "Waiting on the storage migration."),
      t(14, "Old preview styles", "task", "done", "low", "sam", "Remove the pre-card preview CSS."),
    ],
  };
}
const load = () => (existsSync(dbFile) ? JSON.parse(readFileSync(dbFile, "utf8")) : seed());
const save = (db) => {
  mkdirSync(dbDir, { recursive: true });
  writeFileSync(dbFile, `${JSON.stringify(db, null, 2)}\n`);
};
const find = (db, key) =>
  db.tickets.find((t) => t.key === String(key ?? "").toUpperCase()) ??
  fail("not_found", `No ticket "${key}": list them with tickets list.`);
const brief = ({ body, comments, ...t }) => ({ ...t, comments: comments.length });

const [cmd, ...rest] = process.argv.slice(2);
const db = load();
const { pos, opt } = parse(rest, ["yes"]);

if (cmd === "list") {
  const status = opt.status ?? "open";
  if (status !== "all") oneOf("status", status, statuses);
  const limit = opt.limit === undefined ? 25 : Number(opt.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("invalid_limit", "--limit takes a whole number, 1 or more.");
  const hits = db.tickets.filter(
    (t) => (status === "all" || t.status === status) && (opt.assignee === undefined || t.assignee === opt.assignee),
  );
  out({ status, count: Math.min(hits.length, limit), tickets: hits.slice(0, limit).map(brief) });
}

if (cmd === "show") out({ ticket: find(db, pos[0]) });

if (cmd === "search") {
  const words = String(pos[0] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const hits = db.tickets.filter((t) => words.every((w) => `${t.key} ${t.title} ${t.body}`.toLowerCase().includes(w)));
  out({ query: pos[0] ?? "", count: hits.length, tickets: hits.map(brief) });
}

if (cmd === "create") {
  if (!opt.title) fail("missing_title", "Give the ticket a --title.");
  const ticket = {
    key: `OPS-${db.next++}`,
    title: opt.title,
    type: oneOf("type", opt.type, types) ?? "task",
    status: "open",
    priority: oneOf("priority", opt.priority, priorities) ?? "normal",
    assignee: "",
    body: opt.body ?? "",
    created: now(),
    updated: now(),
    comments: [],
  };
  db.tickets.push(ticket);
  save(db);
  out({ created: true, ticket });
}

if (cmd === "update") {
  const ticket = find(db, pos[0]);
  const changes = {};
  if (opt.status !== undefined) changes.status = oneOf("status", opt.status, statuses);
  if (opt.priority !== undefined) changes.priority = oneOf("priority", opt.priority, priorities);
  if (opt.assignee !== undefined) changes.assignee = opt.assignee;
  if (Object.keys(changes).length === 0) fail("nothing_to_change", "Give --status, --priority or --assignee.");
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, ticket[k]]));
  Object.assign(ticket, changes, { updated: now() });
  save(db);
  out({ updated: true, key: ticket.key, before, after: changes, ticket: brief(ticket) });
}

if (cmd === "comment") {
  const ticket = find(db, pos[0]);
  if (!opt.body) fail("missing_body", "Give the comment text in --body.");
  const comment = { n: ticket.comments.length + 1, author: "agent", at: now(), body: opt.body };
  ticket.comments.push(comment);
  ticket.updated = now();
  save(db);
  out({ commented: true, key: ticket.key, comment });
}

if (cmd === "delete") {
  if (!opt.yes) fail("not_confirmed", "delete needs --yes.");
  const ticket = find(db, pos[0]);
  db.tickets = db.tickets.filter((t) => t !== ticket);
  save(db);
  out({ deleted: true, key: ticket.key, title: ticket.title });
}

fail("unknown_command", `tickets does not know "${[cmd, ...rest].join(" ")}".`, 2);
