// packstudio review: compare two versions of a pack (two folders, or git base and working tree); print it or link it.
import { resolve } from "node:path";
import { comparePacks, expiryList, isExpiry, studioRoutes } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { reviewText } from "../format/review-text.js";
import { readGitPack } from "../git-pack.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";
import { limitProblem, ShareRefused, type StoredShare, serverBase, storeShare } from "../share-link.js";

export const reviewHelp = `Usage: packstudio review <base-dir> <head-dir> [--server URL] [--format text|json]
       packstudio review <dir> --git-base <rev> [--server URL] [--format text|json]

Compare two versions of a pack as a reviewer sees them: a risk summary on top (a command went
from read to write, approval loosened, a write command without a card, binding mode or plane
changed, wrap.bin or the program it names changed, a trigger added; for an openapi pack, a
request whose method became a write or a DELETE, requests sent to another server, a request
changed by the document alone), the lint findings added and fixed, and the commands added,
removed and changed (effect, approval, argv and card of the first examples, before and after;
for an openapi pack, the operation, method, server, path, body fields and request instead of argv).

  --git-base REV   read the base from git at REV (a branch, tag or commit, like origin/main) and
                   the head from <dir> in the working tree: for a pull request's CI
  --server URL     store both versions as shares on the studio at URL and print the review link,
                   URL/review/<base-id>...<head-id>: file diffs, comments and verdicts live there
  --expiry WHEN    with --server: when the two shares stop opening: ${expiryList} (default)
  --format text    the link (with --server) and the comparison as text (default)
  --format json    { "link", "packs", "risks", "findings", "commands", "files" }; with --server
                   also "shares" with each share's id and delete key

Without --server nothing is sent anywhere: the comparison is printed here, and "link" is null.

Exit status: 0 compared (whatever the risks), 1 the studio refused a share (or is rate limiting this
address: HTTP 429, retry after the seconds it names), 2 usage or I/O error (a folder or git revision
that cannot be read, the studio unreachable).`;

interface Sides {
  base: Record<string, string>;
  head: Record<string, string>;
}

async function readSides(positionals: string[], gitBase: string | undefined, io: CliIO): Promise<Sides> {
  if (gitBase !== undefined) {
    const [dir, ...extra] = positionals;
    if (!dir || extra.length)
      throw new UsageError("with --git-base, review takes one pack folder (the head). See: packstudio review --help");
    // The head first: a missing folder is reported as a folder, before git is asked anything.
    const head = await readPackDir(resolve(io.cwd, dir));
    const base = await readGitPack(resolve(io.cwd, dir), dir, gitBase);
    return { base: base.files, head: head.files };
  }
  const [baseDir, headDir, ...extra] = positionals;
  if (!baseDir || !headDir || extra.length) {
    throw new UsageError(
      "review takes two pack folders (base, then head), or one folder and --git-base <rev>. See: packstudio review --help",
    );
  }
  const [base, head] = [await readPackDir(resolve(io.cwd, baseDir)), await readPackDir(resolve(io.cwd, headDir))];
  return { base: base.files, head: head.files };
}

export async function review(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("review", argv, { values: ["git-base", "server", "expiry", "format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${reviewHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("review", args);
  const expiry = args.options.expiry;
  if (expiry !== undefined && !isExpiry(expiry))
    throw new UsageError(`--expiry must be ${expiryList}, not "${expiry}". See: packstudio review --help`);
  const server = args.options.server === undefined ? undefined : serverBase(args.options.server);
  if (expiry !== undefined && server === undefined)
    throw new UsageError("--expiry applies to the shares a review stores: give --server URL too.");

  const sides = await readSides(args.positionals, args.options["git-base"], io);
  const comparison = comparePacks(sides.base, sides.head);

  let link: string | null = null;
  let shares: { base: StoredShare; head: StoredShare } | undefined;
  if (server !== undefined) {
    for (const [side, files] of Object.entries(sides)) {
      const why = limitProblem(files);
      if (why) {
        io.stderr(`packstudio review: the ${side} cannot be shared: ${why}.\n`);
        return EXIT_FAIL;
      }
    }
    try {
      const base = await storeShare(server, sides.base, expiry ?? "never");
      const head = await storeShare(server, sides.head, expiry ?? "never");
      shares = { base, head };
    } catch (error) {
      if (!(error instanceof ShareRefused)) throw error;
      io.stderr(`packstudio review: ${error.message}\n`);
      return EXIT_FAIL;
    }
    link = `${server}${studioRoutes.review(shares.base.id, shares.head.id)}`;
  }

  if (format === "json") {
    io.stdout(`${JSON.stringify({ link, ...(shares && { shares }), ...comparison }, null, 2)}\n`);
    return EXIT_OK;
  }
  // Delete keys are in the JSON only: CI logs are often public, and anyone holding a key could delete a share.
  const lines = link ? [link, ""] : [];
  lines.push(...reviewText(comparison, paintFor(io)));
  io.stdout(`${lines.join("\n")}\n`);
  return EXIT_OK;
}
