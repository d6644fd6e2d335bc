// Fuzz the packstudio command: random argv over hostile pack folders, in process (main) and a few through the
// bundled binary. Exit codes are the documented ones (0, 1, 2), stderr holds no stack trace, nothing hangs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../testing/run-cli.js";
import { type HostilePacks, makeHostilePacks } from "./hostile-packs.js";

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const bin = join(repo, "packages/cli/bin/packstudio.mjs");
const boundMs = 30_000;
/** A whole property's time: each of its `count` runs is bounded (a hang fails at boundMs), so the sum only has to
 * be generous; on a busy CI machine 15 node starts and sandbox runs took more than vitest's 30 s default. */
const wholeMs = (count: number) => count * boundMs + 60_000;
/** Runs of a property: `n`, times FUZZ_SCALE when set (a longer hunt than CI's). */
const runs = (n: number) => Math.max(1, Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)));
const stackTrace = /\n\s+at .+[:(]/;
let packs: HostilePacks;
/** How many runs ended with each exit code. */
const codes: Record<number, number> = {};

beforeAll(() => {
  packs = makeHostilePacks();
});
afterAll(() => packs.cleanup());

const nasty = ["\u0000", "\u001b[2J", "\u202e", "\ud800", "💸", "--", "-", "=", "'", '"', "$(id)", "\n", " "];
const word = fc.oneof(
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(...nasty),
  fc.string({ unit: fc.constantFrom(...nasty, "a", "-"), maxLength: 6 }),
);
const subcommand = fc.oneof(
  {
    arbitrary: fc.constantFrom("check", "commands", "render", "parse", "run", "review", "share", "publish"),
    weight: 8,
  },
  fc.constantFrom("help", "--help", "-h", "nope", ""),
  word,
);
const options = [
  "--format",
  "--format=json",
  "--format=text",
  "--format=sarif",
  "--args",
  "--approve",
  "--session",
  "--server",
  "--expiry",
  "--token",
  "--no-store",
  "--git-base",
  "--help",
  "--unknown",
  "--",
];
const optionValue = fc.oneof(
  fc.constantFrom("json", "text", "1d", "never", "http://127.0.0.1:9", "ftp://x", "not a url", "HEAD", "a-session"),
  fc.constantFrom(
    '{"amount":"2.80","payee":"x"}',
    "{",
    "[]",
    "null",
    `${"[".repeat(100_000)}`,
    '{"__proto__":{"x":1}}',
  ),
  word,
);
const verb = fc.oneof(fc.constantFrom("status", "list", "transfer", "setup.apply", "nope"), word);

/** argv: a subcommand, then pack folders (by name under the hostile root), verbs, options and words in any order. */
/** Mostly folders that hold something to read; sometimes what is no pack folder at all. */
const folder = (names: string[]) => {
  const unreadable = new Set([
    "plain-file",
    "fifo-itself",
    "missing",
    "/",
    "/proc/self",
    "",
    "too-many-files",
    "huge-file",
  ]);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...names.filter((n) => !unreadable.has(n))), weight: 5 },
    fc.constantFrom(...names),
  );
};

const argv = (names: string[]) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary:
        // Shaped like a real call: a command, a folder (two for review), a verb, then options with values.
        fc
          .tuple(
            fc.constantFrom("check", "commands", "render", "parse", "run", "review", "share", "publish"),
            folder(names),
            folder(names),
            verb,
            fc.array(
              fc.oneof(
                { arbitrary: fc.constantFrom(["--format", "json"], ["--format", "text"], ["--approve"]), weight: 3 },
                fc.tuple(fc.constant("--args"), optionValue),
                fc.tuple(fc.constantFrom(...options), optionValue),
              ),
              { maxLength: 2 },
            ),
          )
          .map(([sub, dir, other, v, opts]) => {
            const middle = sub === "review" ? [other] : sub === "render" || sub === "run" ? [v] : [];
            const tail = sub === "parse" ? ["--", "ledger", v] : [];
            return [sub, dir, ...middle, ...opts.flat(), ...tail];
          }),
    },
    // Anything at all.
    fc
      .tuple(
        subcommand,
        fc.array(
          fc.oneof(
            { arbitrary: fc.constantFrom(...names), weight: 4 },
            { arbitrary: verb, weight: 2 },
            { arbitrary: fc.constantFrom(...options), weight: 3 },
            { arbitrary: optionValue, weight: 2 },
            word,
          ),
          { maxLength: 7 },
        ),
      )
      .map(([sub, rest]) => [sub, ...rest]),
  );

const env = fc.record(
  {
    NO_COLOR: fc.constant("1"),
    STUDIO_PUBLISH_TOKEN: fc.constantFrom("t", ""),
    PACKSTUDIO_SANDBOX_WALL_MS: fc.constantFrom("3000", "0", "-1", "abc"),
  },
  { requiredKeys: [] },
);

/** Run main in process; it must resolve within the bound to 0, 1 or 2, with no stack trace on stderr. */
async function runMain(args: string[], extraEnv: Record<string, string>, isTTY: boolean) {
  let timer: NodeJS.Timeout | undefined;
  const started = performance.now();
  const run = await Promise.race([
    runCli(args, {
      cwd: packs.root,
      // Sandbox runs go to folders and host uids of their own (apart from the studio's and other tests').
      env: { PACKSTUDIO_SANDBOX_UID_BASE: "61040", PACKSTUDIO_SANDBOX_ROOT: join(packs.root, ".sandbox"), ...extraEnv },
      isTTY,
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`packstudio ${JSON.stringify(args)} did not finish`)), boundMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const took = performance.now() - started;
  if (took > boundMs) throw new Error(`packstudio ${JSON.stringify(args)} took ${Math.round(took)} ms`);
  if (![0, 1, 2].includes(run.code)) throw new Error(`exit ${run.code} for ${JSON.stringify(args)}`);
  if (stackTrace.test(run.stderr))
    throw new Error(`a stack trace on stderr for ${JSON.stringify(args)}:\n${run.stderr}`);
  return run;
}

describe("packstudio under random argv and hostile pack folders", () => {
  it(
    "main: documented exit codes, no stack traces, no hangs",
    async () => {
      await fc.assert(
        fc.asyncProperty(argv(packs.names), env, fc.boolean(), async (args, e, tty) => {
          const r = await runMain(args, e, tty);
          codes[r.code] = (codes[r.code] ?? 0) + 1;
          // A usage error is one line on stderr that names the command.
          if (r.code === 2 && args[0] !== undefined && args[0] !== "" && r.stderr)
            expect(r.stderr.trimEnd().split("\n").length).toBeLessThanOrEqual(3);
        }),
        { numRuns: runs(250) },
      );
      // The runs reached every outcome, not only usage errors.
      expect(Object.keys(codes).sort()).toEqual(["0", "1", "2"]);
    },
    wholeMs(runs(250)),
  );

  it(
    "check on every hostile folder: exit 0, 1 or 2 with a reason; --format json is JSON unless a usage error",
    async () => {
      for (const name of packs.names) {
        for (const format of ["text", "json"]) {
          const r = await runMain(["check", name, "--format", format], {}, false);
          if (r.code === 2) expect(r.stderr).toMatch(/^packstudio check: .+/);
          else if (format === "json") expect(() => JSON.parse(r.stdout)).not.toThrow();
          // No raw escape sequence from a file reaches a terminal: names and messages are escaped.
          expect(r.stdout).not.toContain("\u001b[2J");
          expect(r.stdout).not.toContain("\u001b]0;");
        }
      }
    },
    wholeMs(2 * 40),
  );
});

describe("the bundled binary", () => {
  /** Spawn the binary; resolve with exit status and stderr, killing it past the bound. */
  function spawnBin(args: string[]): Promise<{ code: number | null; stderr: string; killed: boolean }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bin, ...args], { cwd: packs.root, env: { NO_COLOR: "1" } });
      let stderr = "";
      child.stderr.on("data", (c) => {
        stderr += c;
      });
      child.stdout.resume();
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, boundMs);
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve({ code, stderr, killed });
      });
    });
  }

  it.runIf(existsSync(join(repo, "packages/cli/dist/packstudio.mjs")))(
    "exits 0, 1 or 2 with no stack trace, for random argv (argv without NUL: exec cannot pass one)",
    async () => {
      await fc.assert(
        fc.asyncProperty(argv(packs.names.filter(Boolean)), async (args) => {
          const clean = args.map((a) => a.replaceAll("\u0000", ""));
          const r = await spawnBin(clean);
          expect(r.killed).toBe(false);
          expect([0, 1, 2]).toContain(r.code);
          expect(r.stderr).not.toMatch(stackTrace);
        }),
        { numRuns: runs(15) },
      );
    },
    wholeMs(runs(15)),
  );
});
