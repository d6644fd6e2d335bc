// The studio's tRPC router: one sub-router per noun.
import { commandRouter } from "./routers/command";
import { packRouter } from "./routers/pack";
import { sandboxRouter } from "./routers/sandbox";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  pack: packRouter,
  command: commandRouter,
  sandbox: sandboxRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
