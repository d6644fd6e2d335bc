#!/usr/bin/env node
// conv: one-shot converters (CSV and JSON, units, time zones, base64, hashes). Reads its input from argv, prints JSON, keeps nothing.
import { createHash } from "node:crypto";

const out = (value, code = 0) => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  process.exit(code);
};
const fail = (error, message, code = 1) => out({ error, message }, code);

function parse(argv) {
  const pos = [];
  const opt = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") continue;
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      if (eq > 0) opt[a.slice(2, eq)] = a.slice(eq + 1);
      else opt[a.slice(2)] = argv[++i];
    } else pos.push(a);
  }
  return { pos, opt };
}

// RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF line ends.
function readCsv(text, delimiter) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === "") quoted = true;
    else if (c === delimiter) endField();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += c;
  }
  if (quoted) fail("invalid_csv", "A quoted field is never closed.");
  if (field !== "" || row.length) endRow();
  return rows.filter((r) => r.length > 1 || r[0] !== "");
}
const csvField = (v, d) => {
  const s = v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);
  return /["\r\n]/.test(s) || s.includes(d) ? `"${s.replace(/"/g, '""')}"` : s;
};

const factors = {
  length: { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344 },
  mass: { mg: 1e-6, g: 0.001, kg: 1, t: 1000, oz: 0.028349523125, lb: 0.45359237 },
  volume: {
    ml: 0.001,
    l: 1,
    m3: 1000,
    tsp: 0.00492892159375,
    tbsp: 0.01478676478125,
    cup: 0.2365882365,
    gal: 3.785411784,
  },
  data: { b: 1, kb: 1e3, mb: 1e6, gb: 1e9, tb: 1e12, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3, tib: 1024 ** 4 },
  speed: { "m/s": 1, "km/h": 1 / 3.6, mph: 0.44704, kn: 0.514444 },
};
const toKelvin = { c: (v) => v + 273.15, f: (v) => ((v - 32) * 5) / 9 + 273.15, k: (v) => v };
const fromKelvin = { c: (v) => v - 273.15, f: (v) => ((v - 273.15) * 9) / 5 + 32, k: (v) => v };
const round = (v) => Number(v.toPrecision(12));

// The offset of a time zone at an instant, in milliseconds.
function offsetOf(instant, zone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - instant;
}
function zone(name) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return name;
  } catch {
    return fail("unknown_zone", `"${name}" is not an IANA time zone such as Europe/Berlin.`);
  }
}
const wall = (instant, z) => {
  const local = new Date(instant + offsetOf(instant, z));
  return local.toISOString().slice(0, 16);
};
const offsetText = (ms) => {
  const m = Math.round(ms / 60000);
  return `${m < 0 ? "-" : "+"}${String(Math.floor(Math.abs(m) / 60)).padStart(2, "0")}:${String(Math.abs(m) % 60).padStart(2, "0")}`;
};

const [cmd, sub, ...rest] = process.argv.slice(2);
const { pos, opt } = parse(rest);

if (cmd === "csv" && sub === "json") {
  const delimiter = opt.delimiter ?? ",";
  if (delimiter.length !== 1) fail("invalid_delimiter", "--delimiter is one character.");
  const [header, ...body] = readCsv(pos[0] ?? "", delimiter);
  if (!header) fail("empty_csv", "The CSV has no header row.");
  const rows = body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
  out({ columns: header, count: rows.length, rows });
}

if (cmd === "json" && sub === "csv") {
  let data;
  try {
    data = JSON.parse(pos[0] ?? "");
  } catch (error) {
    fail("invalid_json", `Not JSON: ${error.message}`);
  }
  if (!Array.isArray(data) || data.some((r) => r === null || typeof r !== "object" || Array.isArray(r)))
    fail("not_rows", "Give a JSON array of objects.");
  const delimiter = opt.delimiter ?? ",";
  const columns = [...new Set(data.flatMap((r) => Object.keys(r)))];
  const lines = [columns, ...data.map((r) => columns.map((c) => r[c]))].map((r) =>
    r.map((v) => csvField(v, delimiter)).join(delimiter),
  );
  out({ columns, count: data.length, csv: `${lines.join("\n")}\n` });
}

if (cmd === "units") {
  const value = Number(sub);
  if (sub === undefined || sub.trim() === "" || !Number.isFinite(value))
    fail("invalid_value", `"${sub}" is not a number.`);
  const [from, to] = pos.map((u) => String(u ?? "").toLowerCase());
  if (from in toKelvin && to in toKelvin)
    out({ value, from, to, result: round(fromKelvin[to](toKelvin[from](value))), quantity: "temperature" });
  const quantity = Object.keys(factors).find((q) => from in factors[q] && to in factors[q]);
  if (!quantity)
    fail(
      "incompatible_units",
      `Cannot convert ${from} to ${to}; units: ${Object.values(factors).flatMap(Object.keys).join(" ")} c f k.`,
    );
  out({ value, from, to, result: round((value * factors[quantity][from]) / factors[quantity][to]), quantity });
}

if (cmd === "time") {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(sub ?? "");
  if (!m) fail("invalid_time", `"${sub}" is not a local time such as 2026-03-12T10:00.`);
  const from = zone(opt.from ?? "UTC");
  const to = zone(opt.to ?? "UTC");
  const guess = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  let instant = guess - offsetOf(guess, from);
  instant = guess - offsetOf(instant, from);
  out({
    input: sub,
    from,
    to,
    utc: `${new Date(instant).toISOString().slice(0, 16)}Z`,
    result: wall(instant, to),
    offsets: { from: offsetText(offsetOf(instant, from)), to: offsetText(offsetOf(instant, to)) },
  });
}

if (cmd === "base64" && sub === "encode")
  out({ encoding: "base64", result: Buffer.from(pos[0] ?? "", "utf8").toString("base64") });

if (cmd === "base64" && sub === "decode") {
  const text = (pos[0] ?? "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) fail("invalid_base64", "The text is not base64.");
  const bytes = Buffer.from(text, text.includes("-") || text.includes("_") ? "base64url" : "base64");
  const utf8 = bytes.toString("utf8");
  out({ bytes: bytes.length, utf8: Buffer.from(utf8, "utf8").equals(bytes), result: utf8 });
}

if (cmd === "hash") {
  const algo = opt.algo ?? "sha256";
  if (!["sha256", "sha512", "sha1", "md5"].includes(algo))
    fail("invalid_algo", "--algo is sha256, sha512, sha1 or md5.");
  out({
    algo,
    hex: createHash(algo)
      .update(sub ?? "", "utf8")
      .digest("hex"),
  });
}

fail("unknown_command", `conv does not know "${process.argv.slice(2).join(" ")}".`, 2);
