// The production bundle in the report: the bundle script's known JSON as targets and a table, anything else as it comes.
import { describe, expect, it } from "vitest";
import { type BundleFigures, bundleSection, bundleTargetRows } from "./bundle";

const route = (name: string, withoutMonaco: number, monaco: number) => ({
  route: name,
  initialGzip: withoutMonaco - 20_000,
  asyncGzip: 20_000 + monaco,
  workerGzip: monaco > 0 ? 150_000 : 0,
  totalGzip: withoutMonaco + monaco,
  withoutMonacoGzip: withoutMonaco,
  monacoGzip: monaco,
  monaco: monaco > 0,
  monacoInitial: false,
  files: 9,
  // The editor's chunks loaded only for packs that need them.
  ...(monaco > 0 ? { openapiGzip: 114_100, patternGzip: 47_500 } : {}),
});

const figures = (editorGzip: number | null, monacoMet: boolean): BundleFigures => ({
  routes: [route("/", 120_400, 0), route("/editor", editorGzip ?? 0, 910_000)],
  targets: {
    editorWithoutMonaco: { gzip: editorGzip, budget: 300_000, met: editorGzip !== null && editorGzip < 300_000 },
    monacoOnlyWhereNeeded: { withMonaco: monacoMet ? ["/editor"] : ["/", "/editor"], met: monacoMet },
  },
});

describe("bundleTargetRows", () => {
  it.each([
    ["both met", figures(287_300, true), ["287.3 kB", true], ["on /editor", true]],
    ["editor over budget", figures(312_000, true), ["312.0 kB", false], ["on /editor", true]],
    ["Monaco on the catalog", figures(287_300, false), ["287.3 kB", true], ["on /, /editor", false]],
    ["no editor route", figures(null, true), ["no /editor route", false], ["on /editor", true]],
  ] as const)("%s", (_, data, editor, monaco) => {
    const rows = bundleTargetRows(data);
    expect(rows.map((r) => [r.measured, r.met])).toEqual([editor, monaco]);
  });

  it("takes another shape's own `met`, or gives no verdict", () => {
    expect(bundleTargetRows({ met: true, editorKB: 250 })).toEqual([expect.objectContaining({ met: true })]);
    expect(bundleTargetRows({ editorKB: 250 })).toEqual([expect.objectContaining({ met: null })]);
  });
});

describe("bundleSection", () => {
  it("gives a row a route, in kB, with the chunks loaded only for packs that need them", () => {
    const section = bundleSection(figures(287_300, true));
    expect(section).toContain(
      "| `/editor` | 267.3 kB | 930.0 kB |       287.3 kB | 910.0 kB |      114.1 kB |        47.5 kB | 150.0 kB |",
    );
    expect(section).toContain(
      "| `/`       | 100.4 kB |  20.0 kB |       120.4 kB |       no |            no |             no |   0.0 kB |",
    );
  });

  it("lists every value of another shape", () => {
    expect(bundleSection({ editor: { kb: 250, ok: true } })).toEqual(
      expect.arrayContaining(["| editor.kb | 250   |", "| editor.ok | true  |"]),
    );
  });
});
