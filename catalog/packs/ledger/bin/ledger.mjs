#!/usr/bin/env node
// ledger: a small local ledger that pays saved payees. Keeps its store in $HOME/.ledger.json and prints JSON.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const home = process.env.HOME || process.cwd();
const store = join(home, ".ledger.json");
const currencies = ["EUR", "USD", "GBP", "CHF"];

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
    if (a.startsWith("-") && a.length > 1) {
      const name = a.replace(/^--?/, "");
      const eq = name.indexOf("=");
      if (eq > 0) opt[name.slice(0, eq)] = name.slice(eq + 1);
      else if (flags.includes(name)) opt[name] = true;
      else opt[name] = argv[++i];
    } else pos.push(a);
  }
  return { pos, opt };
}

// Money is kept in cents, as integers.
const cents = (text) => {
  if (!/^\d+(\.\d{1,2})?$/.test(String(text ?? ""))) return null;
  const [whole, frac = ""] = String(text).split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
};
const money = (c) =>
  `${c < 0 ? "-" : ""}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, "0")}`;

const seed = (currency = "EUR") => ({
  currency,
  balance: 12000,
  links: [],
  payees: [
    { id: "demo-transit", name: "City Transit", note: "Monthly pass top-ups" },
    { id: "demo-grocer", name: "Corner Grocer", note: "" },
  ],
  entries: [
    { id: "e1", date: "2026-03-01", amount: -1250, payee: "demo-grocer", memo: "Weekly shop" },
    { id: "e2", date: "2026-03-03", amount: -280, payee: "demo-transit", memo: "Day ticket" },
  ],
});
const exists = existsSync(store);
const db = exists ? JSON.parse(readFileSync(store, "utf8")) : seed();
const save = () => writeFileSync(store, `${JSON.stringify(db, null, 2)}\n`);
const entry = (e) => ({ ...e, amount: money(e.amount) });
const today = () => new Date().toISOString().slice(0, 10);

const [cmd, ...rest] = process.argv.slice(2);
const { pos, opt } = parse(rest, ["y", "yes", "confirm"]);

if (cmd === "setup" && pos[0] === "status")
  out({ ready: exists, store: "~/.ledger.json", currency: exists ? db.currency : null });

if (cmd === "setup" && pos[0] === "all") {
  if (!opt.y && !opt.yes) fail("not_confirmed", "setup all writes the store: pass -y.");
  const currency = opt.currency ?? "EUR";
  if (!currencies.includes(currency)) fail("invalid_currency", `Currency is one of ${currencies.join(", ")}.`);
  if (exists) out({ created: false, ready: true, currency: db.currency, note: "the store was already set up" });
  Object.assign(db, seed(currency));
  save();
  out({ created: true, ready: true, currency });
}

if (cmd === "connect") {
  const provider = pos[0];
  if (!/^[a-z0-9][a-z0-9-]{1,40}$/.test(provider ?? ""))
    fail("invalid_provider", "Provider ids are lower-case words such as demo-bank.");
  if (!db.links.includes(provider)) db.links.push(provider);
  save();
  out({ provider, linked: true, links: db.links });
}

if (cmd === "status")
  out({
    balance: money(db.balance),
    currency: db.currency,
    entries: db.entries.length,
    links: db.links.map((p) => ({ provider: p, health: "ok" })),
    ready: exists,
  });

if (cmd === "list") {
  const limit = opt.limit === undefined ? 20 : Number(opt.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("invalid_limit", "--limit takes a whole number, 1 or more.");
  const entries = db.entries
    .filter((e) => !opt.payee || e.payee === opt.payee)
    .slice()
    .reverse()
    .slice(0, limit);
  out({ count: entries.length, currency: db.currency, entries: entries.map(entry) });
}

if (cmd === "payees" && pos[0] === "add") {
  const id = pos[1];
  if (!/^[a-z0-9][a-z0-9-]{1,40}$/.test(id ?? ""))
    fail("invalid_payee", "Payee ids are lower-case words such as demo-rent.");
  if (db.payees.some((p) => p.id === id)) fail("payee_exists", `Payee "${id}" is already saved.`);
  if (!opt.name) fail("missing_name", "Give the payee a --name.");
  const payee = { id, name: opt.name, note: opt.note ?? "" };
  db.payees.push(payee);
  save();
  out({ saved: true, payee });
}

if (cmd === "payees") out({ count: db.payees.length, payees: db.payees });

if (cmd === "transfer") {
  if (!opt.confirm) fail("not_confirmed", "transfer needs --confirm.");
  const amount = cents(pos[0]);
  if (amount === null || amount === 0) fail("invalid_amount", `"${pos[0]}" is not an amount such as 2.80.`);
  if (opt.currency !== db.currency) fail("currency_mismatch", `The account is in ${db.currency}, not ${opt.currency}.`);
  const payee = db.payees.find((p) => p.id === opt.to);
  if (!payee) fail("unknown_payee", `No saved payee "${opt.to}": see ledger payees.`);
  if (amount > db.balance) fail("insufficient_funds", `The balance is ${money(db.balance)} ${db.currency}.`);
  const e = { id: `e${db.entries.length + 1}`, date: today(), amount: -amount, payee: payee.id, memo: opt.memo ?? "" };
  db.entries.push(e);
  db.balance -= amount;
  save();
  out({ paid: true, entry: entry(e), to: payee.name, balance: money(db.balance), currency: db.currency });
}

fail("unknown_command", `ledger does not know "${[cmd, ...rest].join(" ")}".`, 2);
