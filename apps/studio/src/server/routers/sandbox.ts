// sandbox.*: whether real runs are possible here (bubblewrap installed), for the studio to show.
import { studioSandbox } from "../sandbox-instance";
import { publicProcedure, router } from "../trpc";

export const sandboxRouter = router({
  status: publicProcedure.query(() => studioSandbox().status()),
});
