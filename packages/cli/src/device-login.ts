// The device flow of `packstudio login` (DECISIONS.md 13): ask the studio for a code, show it, poll until the
// person approves or denies it on <server>/device or it expires; the answer of an approval carries the token once.
import { hostname } from "node:os";
import { clientNameOf } from "@packstudio/core";
import { UsageError } from "./io.js";
import { postToStudio, rateLimitedLine, type StudioAnswer } from "./studio-http.js";

export interface Started {
  deviceCode: string;
  userCode: string;
  expiresAt: string;
  interval: number;
}

export type LoginOutcome =
  | { state: "approved"; token: string; expiresAt: string }
  | { state: "denied" | "expired" | "unknown" };

/** The studio refused the login (sign-in off, a rate limit): exit 1 with its message. */
export class LoginRefused extends Error {}

/** This machine's name as the studio shows it: core's client-name rule, the one device.start checks. */
export function clientName(): string {
  return clientNameOf(hostname());
}

function refusedOrFailed(server: string, answer: StudioAnswer, route: string): Error {
  if (answer.status === 404 && !answer.error)
    return new UsageError(`${answer.endpoint} was not found (HTTP 404): is --server the studio's address?`);
  if (answer.status === 429) return new LoginRefused(rateLimitedLine(server, answer, answer.message));
  if (answer.status >= 400 && answer.status < 500) return new LoginRefused(answer.message);
  return new UsageError(`The studio at ${server} failed on ${route} (HTTP ${answer.status}): ${answer.message}`);
}

export async function startLogin(server: string): Promise<Started> {
  const answer = await postToStudio(server, "device.start", { client: clientName() });
  if (!answer.ok) throw refusedOrFailed(server, answer, "device.start");
  const d = answer.data ?? {};
  if (typeof d.deviceCode !== "string" || typeof d.userCode !== "string" || typeof d.expiresAt !== "string")
    throw new UsageError(`${answer.endpoint} did not answer as a Pack Studio does: is --server the studio's address?`);
  const interval = typeof d.interval === "number" && d.interval > 0 ? Math.min(d.interval, 60) : 5;
  return { deviceCode: d.deviceCode, userCode: d.userCode, expiresAt: d.expiresAt, interval };
}

const sleep = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));

/**
 * Poll until the login is decided or over. The wait is bounded: never past the code's expiry as the studio
 * gave it, and never over 15 minutes whatever the studio says.
 */
export async function waitForApproval(server: string, started: Started, now = () => Date.now()): Promise<LoginOutcome> {
  const until = Math.min(Date.parse(started.expiresAt) || 0, now() + 15 * 60_000);
  while (now() < until) {
    await sleep(started.interval);
    const answer = await postToStudio(server, "device.poll", { deviceCode: started.deviceCode });
    if (answer.status === 429) {
      // Polling too fast for this address: wait as asked (within the bound), then go on.
      await sleep(Math.min(answer.retryAfterSeconds ?? started.interval, 60));
      continue;
    }
    if (!answer.ok) throw refusedOrFailed(server, answer, "device.poll");
    const d = answer.data ?? {};
    if (d.state === "approved" && typeof d.token === "string")
      return { state: "approved", token: d.token, expiresAt: typeof d.expiresAt === "string" ? d.expiresAt : "" };
    if (d.state === "denied" || d.state === "expired" || d.state === "unknown") return { state: d.state };
    if (d.state !== "pending")
      throw new UsageError(
        `${answer.endpoint} did not answer as a Pack Studio does: is --server the studio's address?`,
      );
  }
  return { state: "expired" };
}
