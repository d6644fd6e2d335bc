// Findings, fixes and the rule interface of the lint engine.

import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import type { Range } from "../json/text-position.js";
import type { LintCode, Severity } from "./codes.js";
import type { PackContext } from "./context.js";

export interface TextEdit {
  file: string;
  range: Range;
  newText: string;
}

export interface Fix {
  title: string;
  edits: TextEdit[];
}

export interface Finding {
  code: LintCode;
  severity: Severity;
  file: string;
  /** JSON pointer into `file`, "" for the whole file or a non-JSON file. */
  pointer: string;
  range: Range;
  message: string;
  /** The fix a person applies in one click: the preferred one when there are several. */
  fix?: Fix;
  /**
   * Other fixes a person may choose instead of `fix` (each complete on its own), only ever beside `fix`.
   * Added after `fix`, so readers that know only `fix` keep working (docs/decisions.md, "Lint").
   */
  alternatives?: Fix[];
}

/** An edit by offsets, as rules make them; lintPack turns offsets into line/column. */
export interface RawEdit {
  file: string;
  offset: number;
  length: number;
  newText: string;
}

export interface RawFix {
  title: string;
  edits: RawEdit[];
}

export interface Report {
  file: string;
  /** JSON path in `file`; [] or omitted for the file as a whole. */
  path?: JsonPath;
  /** Highlight the value (default) or the property's key. */
  anchor?: Anchor;
  /** An explicit span, for non-JSON files or a part of a string. */
  span?: Span;
  message: string;
  fix?: RawFix;
  /** Other fixes to offer beside `fix` (ignored without it). */
  alternatives?: RawFix[];
}

export type Reporter = (report: Report) => void;

export interface Rule {
  code: LintCode;
  /** One line: what the rule checks (for docs and the studio). */
  check(ctx: PackContext, report: Reporter): void;
}

/** Where a finding is, as editors and compilers print it: `file:line:column` (`file` as the caller names it). */
export const findingLocation = (f: Pick<Finding, "file" | "range">, file = f.file) =>
  `${file}:${f.range.start.line}:${f.range.start.column}`;
