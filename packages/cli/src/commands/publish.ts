// packstudio publish: lint a pack here, then publish it to a studio's catalog with the operator's token or a
// personal one (given, or stored by packstudio login).
import { join, resolve } from "node:path";
import { passes, readPack } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { storedToken } from "../credentials.js";
import { paintFor } from "../format/color.js";
import { findingsText, summaryText } from "../format/findings-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { PublishRefused, publishToStudio } from "../publish-client.js";
import { lintPackDir, readPackDir } from "../read-pack-dir.js";
import { limitProblem, serverBase } from "../share-link.js";

export const publishHelp = `Usage: packstudio publish <dir> --server URL [--token T] [--format text|json]

Publish the pack in <dir> to the catalog of the studio at URL. The pack is linted here first: with
lint errors nothing is sent. A new snapshot of a published id becomes its next version; the same
files as the latest version change nothing.

  --server URL    the studio's address, like https://studio.example.org
  --token T       the operator's publish token, or a personal API token (pst_…, from the studio's
                  /account page); better from the environment: STUDIO_PUBLISH_TOKEN (a command line
                  is visible to other users of the machine). With neither, the token packstudio login
                  stored for this studio.
  --format text   "Published ledger version 3: URL/packs/ledger" (default)
  --format json   { "published", "id", "version", "created", "warnings", "url" }, or on a refusal
                  { "published": false, "status", "code", "message", "findings" } (and
                  "retryAfterSeconds" when the studio is rate limiting this address)

Exit status: 0 published (or already the latest version), 1 lint errors or refused by the studio
(a wrong token, publishing off, or a rate limit: HTTP 429, retry after the seconds it names), 2 usage
or I/O error (the studio cannot be reached).`;

export async function publish(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("publish", argv, { values: ["server", "token", "format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${publishHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("publish", args);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("publish takes one pack folder. See: packstudio publish --help");
  if (args.options.server === undefined)
    throw new UsageError("publish needs --server URL, the studio's address. See: packstudio publish --help");
  const server = serverBase(args.options.server);
  const token = args.options.token ?? io.env.STUDIO_PUBLISH_TOKEN ?? (await storedToken(io.env, server))?.token;
  if (!token)
    throw new UsageError(
      `publish needs a token: set STUDIO_PUBLISH_TOKEN (or pass --token T), or run packstudio login --server ${server}.`,
    );

  const pack = await readPackDir(resolve(io.cwd, dir));
  const findings = lintPackDir(pack);
  const id = readPack(pack.files).surface?.id ?? null;
  const paint = paintFor(io);
  const json = (value: unknown) => io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  if (!passes(findings)) {
    if (format === "json") {
      json({ published: false, status: null, code: "lint_errors", message: "The pack fails lint.", findings });
    } else {
      const lines = [...findingsText((f) => join(dir, f), findings, paint), summaryText(id, dir, findings, paint)];
      io.stdout(`${lines.join("\n")}\n`);
      io.stderr(`packstudio publish: not published: fix the lint errors above first.\n`);
    }
    return EXIT_FAIL;
  }
  const tooLarge = limitProblem(pack.files);
  if (tooLarge) throw new UsageError(`The pack cannot be published: ${tooLarge}.`);

  try {
    const done = await publishToStudio(server, pack.files, token);
    const url = `${server}${done.path}`;
    if (format === "json") json({ published: true, ...done, url });
    else {
      const warned = done.warnings ? ` (${done.warnings} warning${done.warnings === 1 ? "" : "s"})` : "";
      io.stdout(
        done.created
          ? `Published ${done.id} version ${done.version}${warned}: ${url}\n`
          : `${done.id} version ${done.version} already holds these files: nothing changed. ${url}\n`,
      );
    }
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof PublishRefused)) throw error;
    if (format === "json") {
      json({
        published: false,
        status: error.status,
        code: error.code,
        message: error.message,
        findings: error.findings,
        ...(error.retryAfterSeconds !== undefined && { retryAfterSeconds: error.retryAfterSeconds }),
      });
    } else {
      if (error.findings.length) io.stdout(`${findingsText((f) => join(dir, f), error.findings, paint).join("\n")}\n`);
      io.stderr(
        error.status === 429
          ? `packstudio publish: ${error.message}\n`
          : `packstudio publish: the studio refused (${error.code}): ${error.message}\n`,
      );
    }
    return EXIT_FAIL;
  }
}
