// The bounds of an OpenAPI document (DECISIONS 14): past any of them the document is refused (O001), never read on.
import { packLimits } from "../pack/pack-files.js";
import { groupDigits } from "../text/group-digits.js";

export const documentLimits = {
  /** UTF-8 bytes of the document file (other pack files hold 1 MiB; the pack's 5 MiB total stands). */
  maxBytes: packLimits.maxOpenApiBytes,
  /** Levels of mappings and sequences inside each other, counted as the value reads (aliases expanded). */
  maxDepth: 256,
  /** Values in the document as it reads, each alias counted as the whole of what it names. */
  maxNodes: 1_000_000,
} as const;

/** Why a document whose values (aliases counted as all they repeat) pass documentLimits.maxNodes is refused. */
export const tooManyValues = `the document expands past ${groupDigits(documentLimits.maxNodes)} values (YAML aliases count as all they repeat): refused`;

/** Why a document nested past documentLimits.maxDepth is refused; `through` names an alias that took it there. */
export const tooDeepBy = (through: string) =>
  `the document nests more than ${documentLimits.maxDepth} levels deep${through}: refused`;

/** A problem reading the document, at a span of its text (an O001 finding). */
export interface DocumentProblem {
  offset: number;
  length: number;
  message: string;
}
