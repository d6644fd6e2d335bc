// The production bundle's figures (apps/studio bench/bundle-size.ts `--json`): a table per route and the two
// targets, or, when that script's JSON has another shape, every value as it comes.
import { z } from "zod";
import { table } from "./markdown";

const routeSize = z.object({
  route: z.string(),
  initialGzip: z.number(),
  asyncGzip: z.number(),
  workerGzip: z.number(),
  withoutMonacoGzip: z.number(),
  monacoGzip: z.number(),
  monaco: z.boolean(),
  /** The chunks loaded only for packs that need them (older figures have neither). */
  openapiGzip: z.number().optional(),
  patternGzip: z.number().optional(),
});

export const bundleFigures = z.object({
  routes: z.array(routeSize),
  targets: z.object({
    editorWithoutMonaco: z.object({ gzip: z.number().nullable(), budget: z.number(), met: z.boolean() }),
    monacoOnlyWhereNeeded: z.object({ withMonaco: z.array(z.string()), met: z.boolean() }),
  }),
});
export type BundleFigures = z.infer<typeof bundleFigures>;

/** Gzipped sizes in kB (1000 bytes), as the bundle script prints them. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export function bundleTargetRows(data: unknown): { target: string; measured: string; met: boolean | null }[] {
  const editorTarget = "editor route JavaScript without Monaco under 300 kB gzipped";
  const monacoTarget = "Monaco loaded only on the routes that need it";
  const known = bundleFigures.safeParse(data);
  if (!known.success) {
    // Another shape: a `met` it states is taken as it comes; the section shows its figures.
    const stated = (data as { met?: unknown } | null)?.met;
    const met = typeof stated === "boolean" ? stated : null;
    return [{ target: `${editorTarget}; ${monacoTarget.toLowerCase()}`, measured: "see Production bundle", met }];
  }
  const { editorWithoutMonaco: editor, monacoOnlyWhereNeeded: monaco } = known.data.targets;
  return [
    {
      target: editorTarget,
      measured: editor.gzip === null ? "no /editor route" : kB(editor.gzip),
      met: editor.gzip !== null && editor.met,
    },
    { target: monacoTarget, measured: `on ${monaco.withMonaco.join(", ") || "no route"}`, met: monaco.met },
  ];
}

/** Every leaf of a JSON value as a row (at most 60). */
function leaves(data: unknown): string[][] {
  const rows: string[][] = [];
  const walk = (value: unknown, path: string) => {
    if (rows.length >= 60) return;
    if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else rows.push([path || "(value)", typeof value === "number" ? String(value) : JSON.stringify(value)]);
  };
  walk(data, "");
  return rows;
}

export function bundleSection(data: unknown): string[] {
  const known = bundleFigures.safeParse(data);
  if (!known.success)
    return [
      "As `npm run bench:bundle -w @packstudio/studio -- --json` gives it:",
      "",
      ...table(["figure", "value"], leaves(data)),
    ];
  const rows = known.data.routes.map((r) => [
    `\`${r.route}\``,
    kB(r.initialGzip),
    kB(r.asyncGzip),
    kB(r.withoutMonacoGzip),
    r.monaco ? kB(r.monacoGzip) : "no",
    r.openapiGzip ? kB(r.openapiGzip) : "no",
    r.patternGzip ? kB(r.patternGzip) : "no",
    kB(r.workerGzip),
  ]);
  return [
    "Gzipped JavaScript a route loads, read from the build: initial (scripts in the HTML) and async (dynamic imports), the two together without Monaco's chunks, the OpenAPI chunk (loaded for openapi packs only) and the pattern engine's (re2js, loaded for packs with a pattern only), Monaco's own share, those two chunks, and web workers.",
    "",
    ...table(
      ["route", "initial", "async", "without Monaco", "Monaco", "OpenAPI chunk", "pattern engine", "workers"],
      rows,
      [1, 2, 3, 4, 5, 6, 7],
    ),
  ];
}
