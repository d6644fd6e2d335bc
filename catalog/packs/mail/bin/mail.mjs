#!/usr/bin/env node
// mail: a small mail client for the agent. Keeps the mailbox in $HOME/.mail/box.json (seeded on first use), prints JSON, never talks to a server.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const home = process.env.HOME || process.cwd();
const boxDir = join(home, ".mail");
const box = join(boxDir, "box.json");
const me = "me@example.com";

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

function seed() {
  const ago = (hours) => new Date(Date.now() - hours * 3600000).toISOString().slice(0, 16);
  const msg = (id, folder, from, subject, body, hours, unread) => ({
    id,
    folder,
    from,
    to: [me],
    cc: [],
    subject,
    body,
    date: ago(hours),
    unread,
  });
  return {
    next: 1006,
    messages: [
      msg(
        "m-1001",
        "inbox",
        "ana@example.com",
        "Card preview for payments",
        "Could you check the payment card layout before Thursday? The currency should be larger.",
        2,
        true,
      ),
      msg(
        "m-1002",
        "inbox",
        "sam@example.com",
        "Standup notes",
        "Notes from today: lint codes are stable, the sandbox ships next week.",
        5,
        true,
      ),
      msg(
        "m-1003",
        "inbox",
        "billing@example.com",
        "Your March invoice",
        "Invoice INV-2031 for 42.00 EUR is available in your account.",
        30,
        false,
      ),
      msg("m-1004", "archive", "ana@example.com", "Welcome aboard", "Glad to have you on the studio team.", 400, false),
      {
        id: "m-1005",
        folder: "sent",
        from: me,
        to: ["sam@example.com"],
        cc: [],
        subject: "Re: Standup notes",
        body: "Thanks, noted.",
        date: ago(4),
        unread: false,
      },
    ],
  };
}
const load = () => (existsSync(box) ? JSON.parse(readFileSync(box, "utf8")) : seed());
const save = (db) => {
  mkdirSync(boxDir, { recursive: true });
  writeFileSync(box, `${JSON.stringify(db, null, 2)}\n`);
};
const summary = ({ body, ...m }) => ({ ...m, preview: body.length > 80 ? `${body.slice(0, 79)}…` : body });
const find = (db, id) =>
  db.messages.find((m) => m.id === id) ?? fail("not_found", `No message "${id}": list them with mail list.`);
const addresses = (text) =>
  String(text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const valid = (a) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a);
const newest = (ms) => ms.slice().sort((a, b) => (a.date < b.date ? 1 : -1));

function compose(db, opt, folder) {
  const to = addresses(opt.to);
  const cc = addresses(opt.cc);
  const bad = [...to, ...cc].filter((a) => !valid(a));
  if (to.length === 0) fail("missing_recipient", "Give at least one address in --to.");
  if (bad.length) fail("invalid_address", `Not an e-mail address: ${bad.join(", ")}`);
  if (!opt.subject) fail("missing_subject", "Give a --subject.");
  const message = {
    id: `m-${db.next++}`,
    folder,
    from: me,
    to,
    cc,
    subject: opt.subject,
    body: opt.body ?? "",
    date: new Date().toISOString().slice(0, 16),
    unread: false,
  };
  db.messages.push(message);
  save(db);
  return message;
}

const [cmd, ...rest] = process.argv.slice(2);
const db = load();

if (cmd === "folders") {
  const names = ["inbox", "drafts", "sent", "archive"];
  out({
    folders: names.map((name) => ({
      name,
      total: db.messages.filter((m) => m.folder === name).length,
      unread: db.messages.filter((m) => m.folder === name && m.unread).length,
    })),
  });
}

if (cmd === "list") {
  const { opt } = parse(rest);
  const folder = opt.folder ?? "inbox";
  const limit = opt.limit === undefined ? 20 : Number(opt.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("invalid_limit", "--limit takes a whole number, 1 or more.");
  const all = newest(db.messages.filter((m) => m.folder === folder));
  out({
    folder,
    count: Math.min(all.length, limit),
    unread: all.filter((m) => m.unread).length,
    messages: all.slice(0, limit).map(summary),
  });
}

if (cmd === "read") {
  const { pos } = parse(rest);
  out({ message: find(db, pos[0]) });
}

if (cmd === "search") {
  const { pos, opt } = parse(rest);
  const words = String(pos[0] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const hits = newest(db.messages).filter((m) => {
    const text = `${m.subject} ${m.body} ${m.from}`.toLowerCase();
    return words.every((w) => text.includes(w)) && (!opt.from || m.from === opt.from);
  });
  out({ query: pos[0] ?? "", count: hits.length, messages: hits.map(summary) });
}

if (cmd === "draft") out({ saved: true, message: compose(db, parse(rest).opt, "drafts") });
if (cmd === "send") out({ sent: true, message: compose(db, parse(rest).opt, "sent") });

if (cmd === "reply") {
  const { pos, opt } = parse(rest, ["all"]);
  const original = find(db, pos[0]);
  if (!opt.body) fail("missing_body", "Give the reply text in --body.");
  const to = original.from === me ? original.to : [original.from];
  const cc = opt.all ? [...original.to, ...original.cc].filter((a) => a !== me && !to.includes(a)) : [];
  const subject = original.subject.startsWith("Re: ") ? original.subject : `Re: ${original.subject}`;
  out({
    sent: true,
    in_reply_to: original.id,
    message: compose(db, { to: to.join(","), cc: cc.join(","), subject, body: opt.body }, "sent"),
  });
}

if (cmd === "move") {
  const { pos, opt } = parse(rest);
  const message = find(db, pos[0]);
  const to = opt.to ?? "archive";
  if (!["inbox", "archive"].includes(to)) fail("invalid_folder", "Messages move to inbox or archive.");
  const from = message.folder;
  message.folder = to;
  save(db);
  out({ moved: true, id: message.id, subject: message.subject, from, to });
}

fail("unknown_command", `mail does not know "${[cmd, ...rest].join(" ")}".`, 2);
