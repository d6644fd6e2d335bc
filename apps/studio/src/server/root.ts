// The studio's tRPC router: one sub-router per noun.
import "server-only";
import { accountRouter } from "./routers/account";
import { auditRouter } from "./routers/audit";
import { catalogRouter } from "./routers/catalog";
import { commandRouter } from "./routers/command";
import { deviceRouter } from "./routers/device";
import { ownersRouter } from "./routers/owners";
import { packRouter } from "./routers/pack";
import { reviewRouter } from "./routers/review";
import { sandboxRouter } from "./routers/sandbox";
import { shareRouter } from "./routers/share";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  pack: packRouter,
  catalog: catalogRouter,
  command: commandRouter,
  sandbox: sandboxRouter,
  review: reviewRouter,
  share: shareRouter,
  account: accountRouter,
  device: deviceRouter,
  owners: ownersRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
