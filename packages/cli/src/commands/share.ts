// packstudio share: a link that opens the pack read-only in Pack Studio - stored on a studio, or carried in the link.
import { resolve } from "node:path";
import { expiryList, isExpiry, lintPack, passes, readPack, shareExpiries, studioRoutes } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";
import {
  defaultServer,
  fragmentData,
  limitProblem,
  maxFragmentChars,
  ShareRefused,
  serverBase,
  storeShare,
} from "../share-link.js";

export const shareHelp = `Usage: packstudio share <dir> [--server URL] [--expiry ${shareExpiries.join("|")}] [--no-store] [--format text|json]

Print a link that opens the pack in <dir> read-only in Pack Studio: lint, previews, approval cards,
and "Edit a copy". A pull request's CI can post it.

  --server URL     store the share on the studio at URL and print its link (URL/s/<id>) and its
                   delete key, shown once: keep it to delete the share
  --expiry WHEN    when a stored share stops opening: ${expiryList} (default)
  --no-store       put the files in the link itself even with --server; nothing is stored
  --format text    the link (and delete key) as lines (default)
  --format json    { "link", "stored", "pack", "passes", ... } and for a stored share
                   "id", "deleteKey", "expiresAt"

Without --server the files go in the link itself (#z:..., up to ${maxFragmentChars} characters compressed;
nothing is stored anywhere), pointing at ${defaultServer}, the studio's default address.

Exit status: 0 link printed, 1 refused (too large for a link, over the pack limits, the studio said
no, or it is rate limiting this address: HTTP 429, retry after the seconds it names), 2 usage or
I/O error (the studio cannot be reached).`;

export async function share(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("share", argv, { values: ["server", "expiry", "format"], flags: ["no-store"] });
  if (args.flags.has("help")) {
    io.stdout(`${shareHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("share", args);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("share takes one pack folder. See: packstudio share --help");
  const expiry = args.options.expiry;
  if (expiry !== undefined && !isExpiry(expiry))
    throw new UsageError(`--expiry must be ${expiryList}, not "${expiry}". See: packstudio share --help`);
  const server = args.options.server === undefined ? undefined : serverBase(args.options.server);
  const store = server !== undefined && !args.flags.has("no-store");
  if (expiry !== undefined && !store)
    throw new UsageError("--expiry applies to a stored share: give --server URL (without --no-store).");

  const pack = await readPackDir(resolve(io.cwd, dir));
  const refuse = (message: string) => {
    io.stderr(`packstudio share: ${message}\n`);
    return EXIT_FAIL;
  };
  if (pack.symlinks.length)
    return refuse(`"${pack.symlinks[0]}" is a symbolic link; a pack holds no symlinks: copy the file in instead.`);
  const why = limitProblem(pack.files);
  if (why) return refuse(`the pack cannot be shared: ${why}.`);
  const findings = lintPack(pack.files);
  const facts = {
    pack: readPack(pack.files).surface?.id ?? null,
    passes: passes(findings),
    errors: findings.filter((f) => f.severity === "error").length,
  };
  const lintLine = facts.passes ? "passes lint" : `fails lint (${facts.errors} errors; the link shows them)`;

  if (!store) {
    const data = fragmentData(pack.files);
    if (data.length > maxFragmentChars) {
      return refuse(
        `the pack is too large for a link that carries it (${data.length} characters compressed; the limit is ${maxFragmentChars}). Store it on a studio instead: --server URL.`,
      );
    }
    const base = server ?? defaultServer;
    const link = `${base}${studioRoutes.fragmentShare(data)}`;
    if (format === "json") {
      io.stdout(`${JSON.stringify({ link, stored: false, server: base, ...facts }, null, 2)}\n`);
    } else {
      const lines = [
        link,
        `${facts.pack ?? "The pack"} ${lintLine}. The files are in the link itself (${data.length} characters): nothing is stored.`,
      ];
      if (server === undefined)
        lines.push(
          `No --server given: the link points at ${defaultServer}; give --server URL for your studio's address.`,
        );
      io.stdout(`${lines.join("\n")}\n`);
    }
    return EXIT_OK;
  }

  let stored: Awaited<ReturnType<typeof storeShare>>;
  try {
    stored = await storeShare(server, pack.files, expiry ?? "never");
  } catch (error) {
    if (error instanceof ShareRefused) return refuse(error.message);
    throw error;
  }
  const link = `${server}${stored.path}`;
  if (format === "json") {
    io.stdout(`${JSON.stringify({ link, stored: true, server, ...stored, ...facts }, null, 2)}\n`);
  } else {
    const lines = [
      link,
      `Delete key (shown once; keep it to delete the share): ${stored.deleteKey}`,
      `${facts.pack ?? "The pack"} ${lintLine}. ${stored.expiresAt ? `Opens until ${stored.expiresAt}.` : "Never expires."}`,
    ];
    io.stdout(`${lines.join("\n")}\n`);
  }
  return EXIT_OK;
}
