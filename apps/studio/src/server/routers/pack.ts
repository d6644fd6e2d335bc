// pack.*: lint a pack on the server with the same core the browser runs, in the pack pool (off the main thread).
import { packProcedures } from "../pack-work/pack-procedures";
import { packWork } from "../pack-work/pack-work";
import { router } from "../trpc";

export const packRouter = router({ lint: packProcedures(packWork).lint });
