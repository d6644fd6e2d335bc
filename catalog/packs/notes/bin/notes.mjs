#!/usr/bin/env node
// notes: short notes kept inside the project, in .notes/notes.json of the working folder; prints JSON with --format json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The runtime starts notes in the project folder (workspace mode project).
const root = process.cwd();
const dir = join(root, ".notes");
const file = join(dir, "notes.json");

function parse(argv, flags = ["yes"]) {
  const pos = [];
  const opt = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      if (eq > 0) opt[a.slice(2, eq)] = a.slice(eq + 1);
      else if (flags.includes(a.slice(2))) opt[a.slice(2)] = true;
      else opt[a.slice(2)] = argv[++i];
    } else pos.push(a);
  }
  return { pos, opt };
}

const [cmd, ...rest] = process.argv.slice(2);
const { pos, opt } = parse(rest);
const asJson = opt.format === "json";
const out = (value, text, code = 0) => {
  process.stdout.write(asJson ? `${JSON.stringify(value, null, 2)}\n` : `${text}\n`);
  process.exit(code);
};
const fail = (error, message, code = 1) => out({ error, message }, `notes: ${message}`, code);
const line = (n) =>
  `${n.id}  ${n.created.slice(0, 10)}  ${n.tags.map((t) => `#${t}`).join(" ")}  ${n.text.split("\n")[0]}`;

const seed = () => ({
  next: 3,
  notes: [
    {
      id: "n-1",
      text: "Welcome: notes live in .notes/notes.json, commit them with the code.",
      tags: ["meta"],
      created: "2026-03-01T10:00",
      updated: "2026-03-01T10:00",
    },
    {
      id: "n-2",
      text: "Design: the approval card shows the argv line under the fields.",
      tags: ["design"],
      created: "2026-03-02T15:20",
      updated: "2026-03-02T15:20",
    },
  ],
});
const db = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : seed();
const save = () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(db, null, 2)}\n`);
};
const find = (id) =>
  db.notes.find((n) => n.id === id) ?? fail("not_found", `No note "${id}": list them with notes list.`);
const tagsOf = (text) =>
  String(text ?? "")
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
const now = () => new Date().toISOString().slice(0, 16);
const newest = () => db.notes.slice().sort((a, b) => (a.created < b.created ? 1 : -1));

if (cmd === "list") {
  const limit = opt.limit === undefined ? 50 : Number(opt.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("invalid_limit", "--limit takes a whole number, 1 or more.");
  const notes = newest()
    .filter((n) => !opt.tag || n.tags.includes(opt.tag.toLowerCase()))
    .slice(0, limit);
  out({ count: notes.length, notes }, notes.map(line).join("\n"));
}

if (cmd === "show") {
  const note = find(pos[0]);
  out({ note }, `${line(note)}\n\n${note.text}`);
}

if (cmd === "search") {
  const words = String(pos[0] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const notes = newest().filter((n) => words.every((w) => `${n.text} ${n.tags.join(" ")}`.toLowerCase().includes(w)));
  out({ query: pos[0] ?? "", count: notes.length, notes }, notes.map(line).join("\n"));
}

if (cmd === "tags") {
  const counts = {};
  for (const n of db.notes) for (const t of n.tags) counts[t] = (counts[t] ?? 0) + 1;
  const tags = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([tag, count]) => ({ tag, count }));
  out({ count: tags.length, tags }, tags.map((t) => `#${t.tag} ${t.count}`).join("\n"));
}

if (cmd === "add") {
  const text = pos[0];
  if (!text?.trim()) fail("missing_text", "Give the note text.");
  const note = { id: `n-${db.next++}`, text, tags: tagsOf(opt.tag), created: now(), updated: now() };
  db.notes.push(note);
  save();
  out({ added: true, id: note.id, note }, `added ${note.id}`);
}

if (cmd === "edit") {
  const note = find(pos[0]);
  if (opt.text === undefined && opt.tag === undefined) fail("nothing_to_change", "Give --text or --tag.");
  if (opt.text !== undefined) note.text = opt.text;
  if (opt.tag !== undefined) note.tags = tagsOf(opt.tag);
  note.updated = now();
  save();
  out({ edited: true, id: note.id, note }, `edited ${note.id}`);
}

if (cmd === "rm") {
  if (!opt.yes) fail("not_confirmed", "rm needs --yes.");
  const note = find(pos[0]);
  db.notes = db.notes.filter((n) => n !== note);
  save();
  out({ removed: true, id: note.id, text: note.text }, `removed ${note.id}`);
}

fail("unknown_command", `notes does not know "${[cmd, ...rest].join(" ")}".`, 2);
