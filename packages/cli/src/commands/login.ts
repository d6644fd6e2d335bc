// packstudio login / logout: get a personal API token by approving this terminal in the browser, or forget it.
import { loginTokenDays, studioRoutes } from "@packstudio/core";
import { parseArgs } from "../args.js";
import { forgetToken, storeToken } from "../credentials.js";
import { LoginRefused, startLogin, waitForApproval } from "../device-login.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { serverBase } from "../share-link.js";

export const loginHelp = `Usage: packstudio login --server URL

Sign this terminal in to the studio at URL (which has sign-in configured): it prints an address and a
code; open the address in a browser where you are signed in, check the code and approve. The studio
then gives this terminal a personal API token (it can only publish, and expires in ${loginTokenDays} days), stored in
$XDG_CONFIG_HOME/packstudio/credentials.json (else ~/.config/packstudio/credentials.json), readable by
you alone. packstudio publish --server URL uses it when no --token or STUDIO_PUBLISH_TOKEN is given.
The token is listed on the studio's /account page, where you can revoke it.

  --server URL    the studio's address, like https://studio.example.org

Exit status: 0 signed in, 1 denied, expired (10 minutes) or refused by the studio, 2 usage or I/O
error (the studio cannot be reached).`;

export const logoutHelp = `Usage: packstudio logout --server URL

Forget the token packstudio login stored for the studio at URL. The token itself stays valid until it
expires: revoke it on the studio's /account page to stop it working.

  --server URL    the studio's address, like https://studio.example.org

Exit status: 0 forgotten (or none was stored), 2 usage or I/O error.`;

function serverOption(command: string, argv: readonly string[], io: CliIO, help: string): string | undefined {
  const args = parseArgs(command, argv, { values: ["server"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${help}\n`);
    return undefined;
  }
  if (args.positionals.length) throw new UsageError(`${command} takes no folder. See: packstudio ${command} --help`);
  if (args.options.server === undefined)
    throw new UsageError(`${command} needs --server URL, the studio's address. See: packstudio ${command} --help`);
  return serverBase(args.options.server);
}

export async function login(argv: readonly string[], io: CliIO): Promise<number> {
  const server = serverOption("login", argv, io, loginHelp);
  if (server === undefined) return EXIT_OK;
  try {
    const started = await startLogin(server);
    io.stdout(
      `To sign in, open ${server}${studioRoutes.device()} in a browser where you are signed in, and enter the code ${started.userCode}\n` +
        `(or open ${server}${studioRoutes.device(started.userCode)}). Waiting for approval (the code expires in 10 minutes)…\n`,
    );
    const outcome = await waitForApproval(server, started);
    if (outcome.state === "approved") {
      const path = await storeToken(io.env, server, { token: outcome.token, expiresAt: outcome.expiresAt });
      const until = outcome.expiresAt ? ` until ${outcome.expiresAt.slice(0, 10)}` : "";
      io.stdout(
        `Signed in to ${server}: token stored in ${path}${until}. packstudio publish --server ${server} uses it.\n`,
      );
      return EXIT_OK;
    }
    const why = {
      denied: "the login was denied in the browser",
      expired: "the code expired before it was approved",
      unknown: "the studio no longer knows this login (it was used or removed)",
    }[outcome.state];
    io.stderr(`packstudio login: not signed in: ${why}. Run packstudio login again for a new code.\n`);
    return EXIT_FAIL;
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    io.stderr(`packstudio login: the studio refused: ${error.message}\n`);
    return EXIT_FAIL;
  }
}

export async function logout(argv: readonly string[], io: CliIO): Promise<number> {
  const server = serverOption("logout", argv, io, logoutHelp);
  if (server === undefined) return EXIT_OK;
  const forgot = await forgetToken(io.env, server);
  io.stdout(
    forgot
      ? `Forgot the token for ${server}. It works until it expires unless you revoke it on ${server}${studioRoutes.account}.\n`
      : `No token was stored for ${server}: nothing to forget.\n`,
  );
  return EXIT_OK;
}
