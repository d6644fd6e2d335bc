#!/usr/bin/env node
// cal: a small calendar CLI. Keeps events in $HOME/.cal/events.json (seeded on first use) and prints JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const home = process.env.HOME || process.cwd();
const storeDir = join(home, ".cal");
const store = join(storeDir, "events.json");

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

const pad = (n) => String(n).padStart(2, "0");
const day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const stamp = (d) => `${day(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
function parseWhen(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(String(text ?? ""));
  if (!m) return null;
  const d = new Date(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0));
  return Number.isNaN(d.getTime()) || d.getMonth() !== +m[2] - 1 ? null : d;
}
function at(offsetDays, hh, mm) {
  const d = new Date();
  d.setHours(hh, mm, 0, 0);
  d.setDate(d.getDate() + offsetDays);
  return stamp(d);
}

function seed() {
  return {
    next: 5,
    events: [
      {
        id: "ev-1",
        title: "Team standup",
        start: at(0, 9, 30),
        minutes: 15,
        where: "Video call",
        attendees: ["sam@example.com", "ana@example.com"],
        response: "accepted",
      },
      {
        id: "ev-2",
        title: "Design review: approval card",
        start: at(1, 14, 0),
        minutes: 60,
        where: "Room 2",
        attendees: ["ana@example.com"],
        response: "needs_action",
      },
      {
        id: "ev-3",
        title: "1:1 with Sam",
        start: at(2, 11, 0),
        minutes: 30,
        where: "Room 1",
        attendees: ["sam@example.com"],
        response: "accepted",
      },
      {
        id: "ev-4",
        title: "Lunch with Ana",
        start: at(0, 12, 30),
        minutes: 60,
        where: "Cafe Central",
        attendees: ["ana@example.com"],
        response: "accepted",
      },
    ],
  };
}
const load = () => (existsSync(store) ? JSON.parse(readFileSync(store, "utf8")) : seed());
const save = (db) => {
  mkdirSync(storeDir, { recursive: true });
  writeFileSync(store, `${JSON.stringify(db, null, 2)}\n`);
};
const end = (e) => {
  const d = parseWhen(e.start);
  d.setMinutes(d.getMinutes() + e.minutes);
  return stamp(d);
};
const view = (e) => ({ ...e, end: end(e) });
const sorted = (events) => events.slice().sort((a, b) => (a.start < b.start ? -1 : 1));
const find = (db, id) =>
  db.events.find((e) => e.id === id) ?? fail("not_found", `No event "${id}": list them with cal agenda.`);

const [cmd, ...rest] = process.argv.slice(2);
const db = load();

if (cmd === "today") {
  const today = day(new Date());
  const events = sorted(db.events.filter((e) => e.start.startsWith(today))).map(view);
  out({ date: today, count: events.length, events });
}

if (cmd === "agenda") {
  const { opt } = parse(rest);
  const from = opt.from === undefined ? new Date() : parseWhen(opt.from);
  if (!from) fail("invalid_date", `"${opt.from}" is not a date (YYYY-MM-DD).`);
  const days = opt.days === undefined ? 7 : Number(opt.days);
  if (!Number.isInteger(days) || days < 1 || days > 90) fail("invalid_days", "--days takes 1 to 90.");
  const to = new Date(from);
  to.setDate(to.getDate() + days);
  const events = sorted(db.events.filter((e) => e.start >= day(from) && e.start < day(to))).map(view);
  out({ from: day(from), to: day(to), count: events.length, events });
}

if (cmd === "show") {
  const { pos } = parse(rest);
  out({ event: view(find(db, pos[0])) });
}

if (cmd === "free") {
  const { pos, opt } = parse(rest);
  const date = parseWhen(pos[0]);
  if (!date) fail("invalid_date", `"${pos[0]}" is not a date (YYYY-MM-DD).`);
  const minutes = opt.minutes === undefined ? 30 : Number(opt.minutes);
  if (!Number.isInteger(minutes) || minutes < 5) fail("invalid_minutes", "--minutes takes a whole number, 5 or more.");
  const busy = sorted(db.events.filter((e) => e.start.startsWith(day(date))));
  const slots = [];
  let cursor = `${day(date)}T09:00`;
  const close = `${day(date)}T17:00`;
  for (const e of [...busy, { start: close, minutes: 0 }]) {
    const gapEnd = e.start < close ? e.start : close;
    const gap = (parseWhen(gapEnd) - parseWhen(cursor)) / 60000;
    if (gap >= minutes) slots.push({ start: cursor, end: gapEnd, minutes: gap });
    const eEnd = e.minutes ? end(e) : e.start;
    if (eEnd > cursor) cursor = eEnd;
  }
  out({ date: day(date), minutes, count: slots.length, slots });
}

if (cmd === "add") {
  const { pos, opt } = parse(rest);
  const title = pos[0];
  if (!title) fail("missing_title", "Give the event a title.");
  const start = parseWhen(opt.at);
  if (!start) fail("invalid_date", `"${opt.at}" is not a start time (YYYY-MM-DDTHH:MM).`);
  const minutes = opt.minutes === undefined ? 30 : Number(opt.minutes);
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440)
    fail("invalid_minutes", "--minutes takes 5 to 1440.");
  const attendees = opt.with
    ? opt.with
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  const event = {
    id: `ev-${db.next++}`,
    title,
    start: stamp(start),
    minutes,
    where: opt.where ?? "",
    attendees,
    response: "accepted",
  };
  db.events.push(event);
  save(db);
  out({ created: true, event: view(event), invited: attendees });
}

if (cmd === "move") {
  const { pos, opt } = parse(rest);
  const event = find(db, pos[0]);
  const start = parseWhen(opt.to);
  if (!start) fail("invalid_date", `"${opt.to}" is not a start time (YYYY-MM-DDTHH:MM).`);
  const from = event.start;
  event.start = stamp(start);
  save(db);
  out({ moved: true, from, event: view(event), notified: event.attendees });
}

if (cmd === "cancel") {
  const { pos, opt } = parse(rest, ["notify"]);
  const event = find(db, pos[0]);
  db.events = db.events.filter((e) => e.id !== event.id);
  save(db);
  out({ cancelled: true, event: view(event), notified: opt.notify ? event.attendees : [] });
}

if (cmd === "respond") {
  const { pos } = parse(rest);
  const event = find(db, pos[0]);
  const answers = { accept: "accepted", decline: "declined", tentative: "tentative" };
  const response = answers[pos[1]];
  if (!response) fail("invalid_answer", "Answer accept, decline or tentative.");
  event.response = response;
  save(db);
  out({ event: view(event), response });
}

fail("unknown_command", `cal does not know "${[cmd, ...rest].join(" ")}".`, 2);
