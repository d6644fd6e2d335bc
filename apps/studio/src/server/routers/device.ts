// device.*: `packstudio login` (DECISIONS.md 13). The CLI starts a login and polls; the signed-in person
// sees and approves (or denies) it on /device; the CLI's next poll receives a new personal token, once. Each call
// counts against a rate limit: start and poll as `device`, the person's pending and decide as `deviceApproval`.
import {
  clientNamePattern,
  devicePollSeconds,
  loginTokenDays,
  maxClientNameLength,
  normalizeUserCode,
  userCodePattern,
} from "@packstudio/core";
import { TooManyDeviceLogins } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { recordAudit } from "../audit-entry";
import { requireAccount } from "../auth/publisher";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { studioStore } from "../store-instance";
import { storableText } from "../text-input";
import { router, type StudioContext } from "../trpc";

const userCodeInput = z
  .string()
  .max(20)
  .transform(normalizeUserCode)
  .refine((c) => userCodePattern.test(c), "a code is 8 letters, as the terminal shows it (like BCDF-GHJK)");

// What the CLI says it runs on (its host name): shown on /device and in the token's name.
const clientInput = storableText(z.string().trim().min(1).max(maxClientNameLength), "a client name").refine(
  (s) => clientNamePattern.test(s),
  "a client name is letters, digits, spaces and . _ - @ ( ) (the host name packstudio login runs on)",
);

function requireSignInOn(ctx: StudioContext): void {
  if (!ctx.signIn)
    throw new TRPCError({
      code: "FORBIDDEN",
      message:
        "packstudio login needs sign-in, which this studio has not configured: publish with the operator's token (--token) instead.",
    });
}

const noLogin = () =>
  new TRPCError({
    code: "NOT_FOUND",
    message:
      "No login is waiting for that code: it may be mistyped, already decided, or over 10 minutes old. Run packstudio login again for a new one.",
  });

export const deviceRouter = router({
  start: limitedProcedure("device")
    .input(z.object({ client: clientInput }))
    .mutation(async ({ input, ctx }) => {
      requireSignInOn(ctx);
      const started = await (await studioStore()).devices.start(input.client).catch((error: unknown) => {
        if (error instanceof TooManyDeviceLogins)
          throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message });
        throw error;
      });
      return {
        deviceCode: started.deviceCode,
        userCode: started.userCode,
        expiresAt: started.expiresAt.toISOString(),
        interval: devicePollSeconds,
      };
    }),

  poll: limitedProcedure("device")
    .input(z.object({ deviceCode: z.string().min(1).max(64) }))
    .mutation(async ({ input, ctx }) => {
      requireSignInOn(ctx);
      const store = await studioStore();
      const polled = await store.devices.poll(input.deviceCode);
      if (polled.state !== "approved") return { state: polled.state };
      const token = await store.apiTokens.create({
        accountId: polled.accountId,
        name: `packstudio login on ${polled.clientName}`,
        scope: "publish",
        expiryDays: loginTokenDays,
      });
      await recordAudit(ctx, {
        action: "token.create",
        actor: { kind: "account", id: polled.accountId, name: polled.accountName },
        detail: `${token.name} (packstudio login, expires ${token.expiresAt.toISOString().slice(0, 10)})`,
      });
      // The only time this secret leaves the studio: the CLI stores it, the studio keeps its hash.
      return { state: "approved" as const, token: token.secret, expiresAt: token.expiresAt.toISOString() };
    }),

  /** The login a typed code names, for /device to show before the person decides. */
  pending: limitedProcedure("deviceApproval")
    .input(z.object({ userCode: userCodeInput }))
    .query(async ({ input, ctx }) => {
      requireAccount(ctx, "approve a packstudio login");
      const found = await (await studioStore()).devices.pending(input.userCode);
      if (!found) throw noLogin();
      return { userCode: found.userCode, client: found.clientName, expiresAt: found.expiresAt.toISOString() };
    }),

  decide: limitedProcedure("deviceApproval")
    .input(z.object({ userCode: userCodeInput, approve: z.boolean() }))
    .mutation(async ({ input, ctx }) => {
      const account = requireAccount(ctx, "approve a packstudio login");
      const done = await (await studioStore()).devices.decide(input.userCode, account.id, input.approve);
      if (!done) throw noLogin();
      return { approved: input.approve };
    }),
});
