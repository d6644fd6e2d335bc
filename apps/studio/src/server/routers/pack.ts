// pack.*: lint a pack on the server with the same core the browser runs.
import { lintPack, passes, readPack } from "@packstudio/core";
import { z } from "zod";
import { packFilesInput } from "../pack-input";
import { publicProcedure, router } from "../trpc";

export const packRouter = router({
  lint: publicProcedure.input(z.object({ files: packFilesInput })).query(({ input }) => {
    const findings = lintPack(input.files);
    return { pack: readPack(input.files).surface?.id ?? null, passes: passes(findings), findings };
  }),
});
