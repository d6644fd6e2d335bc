#!/usr/bin/env node
// deploy: the release tool of the control plane. Keeps environments and release history in $HOME/.deploy/state.json and prints JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const home = process.env.HOME || process.cwd();
const dir = join(home, ".deploy");
const file = join(dir, "state.json");
const envNames = ["staging", "production"];

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

const seed = () => ({
  builds: ["1.3.0", "1.3.1", "1.4.0", "1.4.1", "1.5.0"],
  envs: {
    staging: { version: "1.4.1", frozen: null, replicas: 2, url: "https://staging.example.com" },
    production: { version: "1.4.0", frozen: null, replicas: 6, url: "https://www.example.com" },
  },
  history: [
    { n: 1, env: "production", version: "1.3.1", action: "release", at: "2026-02-20T10:02", note: "" },
    { n: 2, env: "staging", version: "1.4.0", action: "release", at: "2026-03-02T09:15", note: "" },
    { n: 3, env: "production", version: "1.4.0", action: "promote", at: "2026-03-03T11:40", note: "from staging" },
    {
      n: 4,
      env: "staging",
      version: "1.4.1",
      action: "release",
      at: "2026-03-05T16:05",
      note: "Fix share link expiry",
    },
  ],
});
const state = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : seed();
const save = () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
};
const envOf = (name) => {
  if (!envNames.includes(name)) fail("unknown_env", `Environment is one of ${envNames.join(", ")}, not "${name}".`);
  return state.envs[name];
};
const build = (version) => {
  if (!state.builds.includes(version))
    fail("unknown_version", `No build "${version}"; built: ${state.builds.join(", ")}.`);
  return version;
};
const notFrozen = (name) => {
  const frozen = state.envs[name].frozen;
  if (frozen) fail("frozen", `${name} is frozen since ${frozen.at}: ${frozen.reason}`, 3);
};
const record = (env, version, action, note = "") => {
  const entry = { n: state.history.length + 1, env, version, action, at: new Date().toISOString().slice(0, 16), note };
  state.history.push(entry);
  state.envs[env].version = version;
  save();
  return entry;
};
const cmp = (a, b) => {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
};

const [cmd, ...rest] = process.argv.slice(2);
const { pos, opt } = parse(rest);

if (cmd === "envs") out({ count: envNames.length, envs: envNames.map((name) => ({ name, ...state.envs[name] })) });

if (cmd === "status") {
  const env = envOf(pos[0]);
  const last = state.history.filter((h) => h.env === pos[0]).at(-1) ?? null;
  out({ env: pos[0], ...env, healthy: true, last });
}

if (cmd === "history") {
  envOf(pos[0]);
  const limit = opt.limit === undefined ? 10 : Number(opt.limit);
  if (!Number.isInteger(limit) || limit < 1) fail("invalid_limit", "--limit takes a whole number, 1 or more.");
  const entries = state.history
    .filter((h) => h.env === pos[0])
    .reverse()
    .slice(0, limit);
  out({ env: pos[0], count: entries.length, entries });
}

if (cmd === "plan") {
  const version = build(pos[0]);
  const env = envOf(opt.env);
  const direction = cmp(version, env.version);
  out({
    env: opt.env,
    from: env.version,
    to: version,
    change: direction === 0 ? "none" : direction > 0 ? "upgrade" : "downgrade",
    frozen: env.frozen !== null,
    replicas: env.replicas,
  });
}

if (cmd === "release") {
  const version = build(pos[0]);
  envOf(opt.env);
  notFrozen(opt.env);
  const from = state.envs[opt.env].version;
  out({ released: true, env: opt.env, from, version, entry: record(opt.env, version, "release", opt.note ?? "") });
}

if (cmd === "promote") {
  const from = pos[0];
  const to = pos[1];
  envOf(from);
  envOf(to);
  if (from === to) fail("same_env", "Promote from one environment to another.");
  notFrozen(to);
  const version = state.envs[from].version;
  const previous = state.envs[to].version;
  out({ promoted: true, from, to, version, previous, entry: record(to, version, "promote", `from ${from}`) });
}

if (cmd === "rollback") {
  const env = envOf(pos[0]);
  const version = build(opt.to);
  if (cmp(version, env.version) >= 0) fail("not_older", `Roll back to a version older than ${env.version}.`);
  const previous = env.version;
  out({
    rolled_back: true,
    env: pos[0],
    from: previous,
    version,
    entry: record(pos[0], version, "rollback", opt.reason ?? ""),
  });
}

if (cmd === "freeze") {
  envOf(pos[0]);
  if (!opt.reason) fail("missing_reason", "Say why in --reason.");
  state.envs[pos[0]].frozen = { reason: opt.reason, at: new Date().toISOString().slice(0, 16) };
  save();
  out({ frozen: true, env: pos[0], reason: opt.reason });
}

fail("unknown_command", `deploy does not know "${[cmd, ...rest].join(" ")}".`, 2);
