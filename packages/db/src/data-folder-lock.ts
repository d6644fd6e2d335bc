// One process per PGlite data folder: two PGlite instances on one folder split and then destroy its data.
// Each opener writes its own claim file (O_EXCL, a unique name holding its pid, scope and start), then
// lists the claims: any live claim but its own means the folder is taken, and it withdraws. Whoever lists
// second sees the first, so two openers never both proceed; a dead opener's claim is removed by the next.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { type ProcessIdentity, stillRuns, thisProcess } from "./process-identity.js";

const prefix = ".packstudio-lock.";
const claimName = /^\.packstudio-lock\.(\d+)\.([0-9a-f]{12})\.(\d+)\.[0-9a-f]+$/;

/** A claim of another scope (container, machine) is live while its holder touches it: every 10 s, stale at 60. */
export const heartbeatMs = 10_000;
export const staleAfterMs = 60_000;
/** Two openers at the same moment both withdraw; each tries again after a random pause, this many times. */
const attempts = 6;

export interface DataFolderLock {
  /** The claim file this process holds. */
  path: string;
  release(): void;
}

interface Claim extends ProcessIdentity {
  path: string;
}

/** The data folder is held by another process: refused with who holds it and what to do instead. */
export class DataFolderInUse extends Error {
  constructor(dir: string, holder: Claim) {
    const me = thisProcess();
    const details = (() => {
      try {
        return JSON.parse(readFileSync(holder.path, "utf8")) as { host?: string; startedAt?: string };
      } catch {
        return {};
      }
    })();
    const who =
      holder.pid === me.pid && holder.scope === me.scope && holder.start === me.start
        ? `this process (pid ${holder.pid}) already has it open`
        : `another Pack Studio process has it open: pid ${holder.pid}${details.host ? ` on host ${details.host}` : ""}${details.startedAt ? `, since ${details.startedAt}` : ""}${holder.scope === me.scope ? "" : " (in another container or on another machine)"}`;
    super(
      `The PGlite data folder ${dir} is in use: ${who}. One process at a time may open a PGlite data folder ` +
        "(two at once split and then destroy its data). Stop that process first, or run several studio " +
        "processes on one PostgreSQL server instead: set DATABASE_URL=postgres://user:password@host:5432/db for each. " +
        `A lock whose process has ended is taken over by itself (at once on this machine, ${staleAfterMs / 1000} s after ` +
        `its last heartbeat from another container); if it is not, delete ${holder.path}.`,
    );
    this.name = "DataFolderInUse";
  }
}

function claimsIn(dir: string): Claim[] {
  const claims: Claim[] = [];
  for (const name of readdirSync(dir)) {
    const m = claimName.exec(name);
    if (m) claims.push({ path: join(dir, name), pid: Number(m[1]), scope: m[2] as string, start: m[3] as string });
  }
  return claims;
}

/** Whether a claim's holder still has the folder: its process runs, or (another scope) it touched it lately. */
function isLive(claim: Claim): boolean {
  const runs = stillRuns(claim);
  if (runs !== undefined) return runs;
  try {
    return Date.now() - statSync(claim.path).mtimeMs < staleAfterMs;
  } catch {
    return false; // gone meanwhile
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: another opener removed the same stale claim, or its holder released it.
  }
}

function writeClaim(dir: string): string {
  const me = thisProcess();
  const path = join(dir, `${prefix}${me.pid}.${me.scope}.${me.start}.${randomBytes(6).toString("hex")}`);
  // The name alone decides; the text is for people reading the folder or the refusal.
  const text = JSON.stringify({ pid: me.pid, host: hostname(), startedAt: new Date().toISOString() });
  writeFileSync(path, `${text}\n`, { flag: "wx", mode: 0o600 });
  return path;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Take the data folder `dir` (created if missing) for this process, before PGlite opens it; throws
 * DataFolderInUse when another live process holds it. Released by `release()` or when the process exits.
 */
export async function lockDataFolder(dir: string): Promise<DataFolderLock> {
  mkdirSync(dir, { recursive: true });
  let holder: Claim | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await pause(30 + Math.random() * 120 * attempt);
    const own = writeClaim(dir);
    holder = undefined;
    for (const claim of claimsIn(dir)) {
      if (claim.path === own) continue;
      if (isLive(claim)) holder ??= claim;
      else removeQuietly(claim.path);
    }
    if (!holder) return hold(own);
    removeQuietly(own);
  }
  throw new DataFolderInUse(dir, holder as Claim);
}

function hold(path: string): DataFolderLock {
  // The heartbeat lets a process in another pid namespace (a second container on the volume) see we live.
  const beat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // Deleted by hand: nothing more to keep fresh.
    }
  }, heartbeatMs);
  beat.unref();
  const onExit = () => removeQuietly(path);
  process.on("exit", onExit);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      process.off("exit", onExit);
      removeQuietly(path);
    },
  };
}
