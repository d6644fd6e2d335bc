#!/usr/bin/env node
// weather: current conditions, forecasts and alerts for a city. Answers from the bundled snapshot in ../data/stations.json; prints JSON.
import { readFileSync } from "node:fs";

const out = (value, code = 0) => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  process.exit(code);
};
const fail = (error, message, code = 1) => out({ error, message }, code);

const feed = JSON.parse(readFileSync(new URL("../data/stations.json", import.meta.url), "utf8"));
const args = process.argv.slice(2).filter((a) => a !== "--json");
const [cmd, city, ...rest] = args;
const option = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i === -1 ? fallback : rest[i + 1];
};
const slug = (text) =>
  String(text ?? "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-");
const station = (text) =>
  feed.stations[slug(text)] ??
  fail(
    "unknown_city",
    `No station for "${text}"; known: ${Object.values(feed.stations)
      .map((s) => s.name)
      .join(", ")}.`,
  );
const fahrenheit = (c) => Math.round((c * 9) / 5 + 32);
const units = (u) =>
  u === undefined || u === "metric" || u === "imperial"
    ? (u ?? "metric")
    : fail("invalid_units", "--units is metric or imperial.");
const temp = (c, u) => (u === "imperial" ? { f: fahrenheit(c) } : { c });
const dayOf = (offset) => {
  const d = new Date(feed.issued.slice(0, 10));
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const place = (s) => ({ city: s.name, country: s.country, lat: s.lat, lon: s.lon, issued: feed.issued });

if (cmd === "now") {
  const s = station(city);
  const u = units(option("units"));
  const { temp_c, feels_like_c, ...rest2 } = s.now;
  out({
    ...place(s),
    units: u,
    temp: temp(temp_c, u),
    feels_like: temp(feels_like_c, u),
    ...rest2,
    alerts: s.alerts.length,
  });
}

if (cmd === "forecast") {
  const s = station(city);
  const u = units(option("units"));
  const days = Number(option("days", "3"));
  if (!Number.isInteger(days) || days < 1 || days > s.days.length)
    fail("invalid_days", `--days takes 1 to ${s.days.length}.`);
  const list = s.days.slice(0, days).map((d, i) => ({
    date: dayOf(i),
    low: temp(d.low_c, u),
    high: temp(d.high_c, u),
    condition: d.condition,
    precip_chance: d.precip_chance,
  }));
  out({ ...place(s), units: u, count: list.length, days: list });
}

if (cmd === "alerts") {
  const s = station(city);
  const alerts = s.alerts.map(({ from_day, to_day, ...a }) => ({ ...a, from: dayOf(from_day), to: dayOf(to_day) }));
  out({ ...place(s), count: alerts.length, alerts });
}

fail("unknown_command", `weather does not know "${args.join(" ")}".`, 2);
