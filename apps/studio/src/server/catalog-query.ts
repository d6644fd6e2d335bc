// The catalog's search input: the closed value sets of each filter, bounded, with messages that say how to fix.
import { maxCursorLength } from "@packstudio/db";
import { z } from "zod";
import { bindingModes, kinds, maxPage, maxPageSize, planes, sorts, transports } from "~/lib/catalog-filters";
import { storableText } from "./text-input";

const oneOf = (what: string, values: readonly string[]) => ({
  error: `${what} is one of ${values.map((v) => `"${v}"`).join(", ")}`,
});

export const catalogFilterInput = z.object({
  q: storableText(
    z.string().max(200, "the search text is over 200 characters: shorten it"),
    "the search text",
  ).optional(),
  bindingMode: z.enum(bindingModes, oneOf("bindingMode", bindingModes)).optional(),
  plane: z.enum(planes, oneOf("plane", planes)).optional(),
  kind: z.enum(kinds, oneOf("kind", kinds)).optional(),
  transport: z.enum(transports, oneOf("transport", transports)).optional(),
  hasWrite: z.boolean().optional(),
  needsApproval: z.boolean().optional(),
  needsCli: z.boolean().optional(),
});

export const catalogSearchInput = catalogFilterInput.extend({
  sort: z.enum(sorts, oneOf("sort", sorts)).optional(),
  cursor: z
    .string()
    .max(maxCursorLength, `a page cursor is at most ${maxCursorLength} characters: open the search's first page again`)
    .regex(/^[A-Za-z0-9_-]*$/, "a page cursor is base64url text, as the catalog's page links carry it")
    .optional(),
  page: z
    .number()
    .int("page is a whole number")
    .min(1, "pages start at 1")
    .max(maxPage, `page is at most ${maxPage}: narrow the search instead`)
    .default(1),
  pageSize: z
    .number()
    .int("pageSize is a whole number")
    .min(1, "pageSize is at least 1")
    .max(maxPageSize, `pageSize is at most ${maxPageSize}`)
    .default(20),
});

export type CatalogSearchInput = z.input<typeof catalogSearchInput>;

/** A pack id as the catalog takes it (DECISIONS.md: at most 128 characters). */
export const packIdInput = storableText(
  z.string().min(1, "give a pack id").max(128, "a pack id is at most 128 characters; this one is longer"),
  "a pack id",
);

export const versionInput = z
  .number()
  .int("a version is a whole number")
  .min(1, "versions start at 1")
  .max(1_000_000, "no pack has that many versions");
