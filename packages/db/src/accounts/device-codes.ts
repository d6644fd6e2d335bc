// Device login (DECISIONS.md 13): a CLI's device code (stored hashed) and the user code a person approves on /device.
import { randomBytes, randomInt } from "node:crypto";
import { deviceCodeSeconds, userCodeAlphabet } from "@packstudio/core";
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../connect.js";
import { sha256 } from "../ids.js";
import { isNamedError } from "../named-error.js";
import { authUsers } from "./account-schema.js";
import { deviceCodes } from "./token-schema.js";

/** At most this many logins wait for approval at once: the start route cannot fill the table. */
export const maxPendingDeviceCodes = 1000;

export class TooManyDeviceLogins extends Error {
  override name = "TooManyDeviceLogins";
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, "TooManyDeviceLogins");
  }
}

export interface StartedDevice {
  deviceCode: string;
  userCode: string;
  expiresAt: Date;
}

export type DevicePoll =
  | { state: "pending" | "denied" | "expired" | "unknown" }
  | { state: "approved"; accountId: string; accountName: string; clientName: string };

function newUserCode(): string {
  const pick = () => Array.from({ length: 4 }, () => userCodeAlphabet[randomInt(userCodeAlphabet.length)]).join("");
  return `${pick()}-${pick()}`;
}

export async function startDevice(db: Db, clientName: string, now = new Date()): Promise<StartedDevice> {
  // Ended logins are of no use to anyone: dropped here, so the table holds only live ones.
  await db.delete(deviceCodes).where(lte(deviceCodes.expiresAt, now));
  const [pending] = await db.select({ n: count() }).from(deviceCodes);
  if ((pending?.n ?? 0) >= maxPendingDeviceCodes) {
    throw new TooManyDeviceLogins(
      `${maxPendingDeviceCodes} logins are waiting for approval on this studio; try again in a few minutes.`,
    );
  }
  const deviceCode = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + deviceCodeSeconds * 1000);
  // 20^8 user codes: a clash with a live one is rare, and retried with another.
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode();
    const inserted = await db
      .insert(deviceCodes)
      .values({ deviceCodeSha256: sha256(deviceCode), userCode, clientName, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ userCode: deviceCodes.userCode });
    if (inserted.length === 1) return { deviceCode, userCode, expiresAt };
    if (attempt >= 5) throw new Error("could not draw a free user code");
  }
}

/** The login a typed user code names, while it waits for a decision; null when none (or it ended). */
export async function pendingDevice(db: Db, userCode: string, now = new Date()) {
  const live = and(
    eq(deviceCodes.userCode, userCode),
    eq(deviceCodes.state, "pending"),
    gt(deviceCodes.expiresAt, now),
  );
  const [row] = await db
    .select({ userCode: deviceCodes.userCode, clientName: deviceCodes.clientName, expiresAt: deviceCodes.expiresAt })
    .from(deviceCodes)
    .where(live)
    .limit(1);
  return row ?? null;
}

/** Approve or deny a pending login for this account; false when the code names no pending login. */
export async function decideDevice(db: Db, userCode: string, accountId: string, approve: boolean, now = new Date()) {
  const live = and(
    eq(deviceCodes.userCode, userCode),
    eq(deviceCodes.state, "pending"),
    gt(deviceCodes.expiresAt, now),
  );
  const decided = await db
    .update(deviceCodes)
    .set({ state: approve ? "approved" : "denied", accountId })
    .where(live)
    .returning({ userCode: deviceCodes.userCode });
  return decided.length === 1;
}

/** The CLI's poll. An approved login is claimed once, in one statement: a second poll finds it used. */
export async function pollDevice(db: Db, deviceCode: string, now = new Date()): Promise<DevicePoll> {
  const key = eq(deviceCodes.deviceCodeSha256, sha256(deviceCode));
  const [claimed] = await db
    .update(deviceCodes)
    .set({ state: "used" })
    .where(and(key, eq(deviceCodes.state, "approved"), gt(deviceCodes.expiresAt, now)))
    .returning({ accountId: deviceCodes.accountId, clientName: deviceCodes.clientName });
  if (claimed?.accountId) {
    // The approver's name at this moment, for the audit log's token.create entry.
    const [who] = await db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, claimed.accountId));
    return {
      state: "approved",
      accountId: claimed.accountId,
      accountName: who?.name ?? "",
      clientName: claimed.clientName,
    };
  }
  const [row] = await db
    .select({ state: deviceCodes.state, expiresAt: deviceCodes.expiresAt })
    .from(deviceCodes)
    .where(key)
    .limit(1);
  if (!row || row.state === "used") return { state: "unknown" };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: row.state === "denied" ? "denied" : "pending" };
}
