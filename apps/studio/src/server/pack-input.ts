// zod input for a pack sent to the server, bounded by the limits of DECISIONS.md 1 before any work.
import { packLimits, utf8Length } from "@packstudio/core";
import { z } from "zod";

/** A pack as relative path to text, refused past the studio's limits with a message that says which. */
export const packFilesInput = z
  .record(z.string().min(1, "a file path is empty").max(512, "a file path is over 512 characters"), z.string())
  .superRefine((files, ctx) => {
    const paths = Object.keys(files);
    if (paths.length > packLimits.maxFiles) {
      ctx.addIssue({
        code: "custom",
        message: `The pack has ${paths.length} files; the limit is ${packLimits.maxFiles}.`,
      });
      return;
    }
    let total = 0;
    for (const path of paths) {
      const bytes = utf8Length(files[path] ?? "");
      total += bytes;
      if (bytes > packLimits.maxFileBytes) {
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: `"${path}" is ${bytes} bytes; a pack file may hold ${packLimits.maxFileBytes} (1 MiB).`,
        });
      }
    }
    if (total > packLimits.maxTotalBytes) {
      ctx.addIssue({
        code: "custom",
        message: `The pack holds ${total} bytes; the limit is ${packLimits.maxTotalBytes} (5 MiB).`,
      });
    }
  });

/** The most a request body may carry: the pack limit with room for JSON escaping. */
export const maxRequestBytes = packLimits.maxTotalBytes * 2 + 64 * 1024;
