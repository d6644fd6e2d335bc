// Running rules over a pack and resolving their reports (JSON paths, spans) into located findings.
import { locate, type Span } from "../json/locate.js";
import { type JsonPath, toPointer } from "../json/pointer.js";
import { LineIndex } from "../json/text-position.js";
import { HARNESS, type PackFiles, POLICY, packLimits, SURFACE } from "../pack/pack-files.js";
import { lintCodeInfo } from "./codes.js";
import { createContext, docOf, type PackContext } from "./context.js";
import { lineIndexOf } from "./fix-edits.js";
import type { Finding, Fix, RawFix, Report, Rule } from "./types.js";

export interface LintOptions {
  /** Called when a rule throws (a bug); lint itself never throws. Tests pass a function that rethrows. */
  onRuleError?: (code: string, error: unknown) => void;
}

const fileOrder = [SURFACE, POLICY, HARNESS];

/**
 * Findings of one code kept for a pack, the first in the order its rule reports them. A 1 MiB file can hold
 * 100,000 keys to report one by one; no person reads that many, and placing each one costs time.
 */
export const maxFindingsPerRule = packLimits.maxCommands;

function sortFindings(findings: Finding[]): Finding[] {
  const rank = (f: string) => {
    const i = fileOrder.indexOf(f);
    return i === -1 ? fileOrder.length : i;
  };
  return findings.sort(
    (a, b) =>
      rank(a.file) - rank(b.file) ||
      a.file.localeCompare(b.file) ||
      a.range.start.line - b.range.start.line ||
      a.range.start.column - b.range.start.column ||
      a.code.localeCompare(b.code),
  );
}

/** Resolves offsets to line/column, one line index per file text. */
class Resolver {
  private readonly indexes = new Map<string, LineIndex>();

  constructor(private readonly ctx: PackContext) {}

  index(file: string): LineIndex {
    let index = this.indexes.get(file);
    if (!index) {
      const doc = docOf(this.ctx, file);
      const text = this.ctx.files[file];
      // A JSON file's index is its document's, which fixes and rules use too: built once a lint.
      index = doc ? lineIndexOf(doc) : new LineIndex(typeof text === "string" ? text : "");
      this.indexes.set(file, index);
    }
    return index;
  }

  fix(raw: RawFix): Fix {
    return {
      title: raw.title,
      edits: raw.edits.map((e) => ({
        file: e.file,
        range: this.index(e.file).range(e.offset, e.length),
        newText: e.newText,
      })),
    };
  }

  /** Where a JSON path of a pack file is: surface.json and policy.json, or an openapi pack's document. */
  private spanOf(report: Report, path: JsonPath): Span {
    const doc = docOf(this.ctx, report.file);
    if (doc) return locate(doc, path, report.anchor);
    const openapi = this.ctx.openapi;
    if (openapi && openapi.file === report.file) return openapi.locate(path, report.anchor) ?? { offset: 0, length: 0 };
    return { offset: 0, length: 0 };
  }

  finding(rule: Rule, report: Report): Finding {
    const path = report.path ?? [];
    const span = report.span ?? (path.length > 0 ? this.spanOf(report, path) : { offset: 0, length: 0 });
    const finding: Finding = {
      code: rule.code,
      severity: lintCodeInfo(rule.code)?.severity ?? "error",
      file: report.file,
      pointer: toPointer(path),
      range: this.index(report.file).range(span.offset, span.length),
      message: report.message,
    };
    if (report.fix) {
      finding.fix = this.fix(report.fix);
      if (report.alternatives && report.alternatives.length > 0)
        finding.alternatives = report.alternatives.map((a) => this.fix(a));
    }
    return finding;
  }
}

/** Run `selected` rules over `files`. lintPack runs them all. */
export function runRules(selected: readonly Rule[], files: PackFiles, options: LintOptions = {}): Finding[] {
  return runRulesInContext(selected, files, options).findings;
}

/** runRules, also answering the parsed pack the rules read (so callers need not parse it again). */
export function runRulesInContext(
  selected: readonly Rule[],
  files: PackFiles,
  options: LintOptions = {},
): { findings: Finding[]; ctx: PackContext } {
  const safeFiles: PackFiles = typeof files === "object" && files !== null ? files : {};
  const ctx = createContext(safeFiles);
  const resolver = new Resolver(ctx);
  const findings: Finding[] = [];
  for (const rule of selected) {
    let reported = 0;
    try {
      rule.check(ctx, (report) => {
        if (reported++ < maxFindingsPerRule) findings.push(resolver.finding(rule, report));
      });
    } catch (error) {
      options.onRuleError?.(rule.code, error);
    }
  }
  return { findings: sortFindings(findings), ctx };
}
