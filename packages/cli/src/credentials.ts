// Stored personal tokens of `packstudio login`: ($XDG_CONFIG_HOME or ~/.config)/packstudio/credentials.json,
// keyed by the studio's origin; the folder 0700 and the file 0600, since each token publishes as its person.
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { UsageError } from "./io.js";

export interface StoredToken {
  token: string;
  expiresAt: string;
}

type Credentials = Record<string, StoredToken>;

/** The config folder: an absolute XDG_CONFIG_HOME (a relative one is ignored, as the XDG spec says), else ~/.config. */
export function credentialsPath(env: Record<string, string | undefined>): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(env.HOME || homedir(), ".config");
  return join(base, "packstudio", "credentials.json");
}

/** The key of a studio: its origin (scheme, host and port), so a path or trailing slash names the same one. */
export const serverKey = (server: string) => new URL(server).origin;

async function readAll(path: string): Promise<Credentials> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}.`);
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Credentials;
  } catch {
    // answered below
  }
  throw new UsageError(`${path} is not a JSON object of stored tokens: remove it and run packstudio login again.`);
}

async function writeAll(path: string, all: Credentials): Promise<void> {
  const dir = join(path, "..");
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  // Written beside, then renamed: a reader never sees half a file, and the file is 0600 from its first byte.
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, path);
}

export async function storedToken(env: Record<string, string | undefined>, server: string) {
  const found = (await readAll(credentialsPath(env)))[serverKey(server)];
  return typeof found?.token === "string" ? found : undefined;
}

export async function storeToken(env: Record<string, string | undefined>, server: string, token: StoredToken) {
  const path = credentialsPath(env);
  const all = await readAll(path);
  all[serverKey(server)] = token;
  await writeAll(path, all);
  return path;
}

/** Forget the token of a studio; false when none was stored. */
export async function forgetToken(env: Record<string, string | undefined>, server: string): Promise<boolean> {
  const path = credentialsPath(env);
  const all = await readAll(path);
  const key = serverKey(server);
  if (!(key in all)) return false;
  delete all[key];
  if (Object.keys(all).length === 0) await rm(path, { force: true });
  else await writeAll(path, all);
  return true;
}
