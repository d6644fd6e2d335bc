// @packstudio/core: HCP pack schemas, lint, CLI projection, the command-line reader, titles and approval cards.

export { byteSize } from "./bytes/byte-size.js";
export { type ByteReader, type ByteStream, readCapped, readPrefix } from "./bytes/read-capped.js";
export { type LruLimits, LruMap } from "./cache/lru-map.js";
export { type ApprovalCard, buildCard, type CardField, type CardRole } from "./card/card-model.js";
export {
  CARD_CUT,
  type CardSegment,
  type CardText,
  cardText,
  cutMarker,
  type SegmentOptions,
  segmentsText,
  shownSegments,
  visibleSegments,
} from "./card/card-text.js";
export {
  codePointName,
  escapeCodePoint,
  type Hazard,
  hazardOf,
  hiddenCharacterName,
  isControlCharacter,
} from "./card/hidden-characters.js";
export {
  type JsonExecRequest,
  jsonExecRequest,
  jsonExecText,
  mcpClientConfig,
  mcpFromLine,
  mcpServerEntry,
} from "./faces/agent-snippets.js";
export { declaredFaces, type FaceName, undeclaredFaceWarning } from "./faces/face-names.js";
export { type PackTool, packTools, toolInputSchema, toolTitle } from "./faces/mcp-tools.js";
export { fromPointer, toPointer } from "./json/pointer.js";
export { pointerLine } from "./json/pointer-line.js";
export type { Position, Range } from "./json/text-position.js";
export { LineIndex } from "./json/text-position.js";
export { applyEdits } from "./lint/apply-edits.js";
export { type LintCode, type LintCodeInfo, lintCodeInfo, lintCodes, type Severity } from "./lint/codes.js";
export { type FixAllResult, fixAll } from "./lint/fix-all.js";
export { lintPack, lintPackInContext, passes } from "./lint/lint-pack.js";
export type { LintOptions } from "./lint/run-rules.js";
export { type Finding, type Fix, findingLocation, type TextEdit } from "./lint/types.js";
export { harnessMarkdownToHtml, type MarkdownHtmlOptions } from "./markdown/markdown-html.js";
export { firstProseText } from "./markdown/markdown-prose.js";
export { methodEffect, type OperationBinding } from "./openapi/bind-operations.js";
export { curlArgv, curlLine } from "./openapi/curl.js";
export { type DocumentedAnswer, documentedAnswer } from "./openapi/documented-answer.js";
export { type DocumentedRun, type DocumentedRunResult, documentedRun } from "./openapi/documented-run.js";
export { type LoadedOpenApiPack, loadOpenApiPack } from "./openapi/load-openapi-pack.js";
export { listOperations, type OperationRef } from "./openapi/operations.js";
export { operationProblem, type PackFromDocument, packFromDocument } from "./openapi/pack-from-document.js";
export { type OpenApiDoc, readOpenApiDocument } from "./openapi/read-document.js";
export {
  type RenderedRequest,
  type RequestPlan,
  type RequestRenderResult,
  renderRequest,
  renderRequestLoaded,
} from "./openapi/render-request.js";
export type { HttpRequest } from "./openapi/request.js";
export { bodyText } from "./openapi/request.js";
export { type CommandSummary, commandsOverview } from "./pack/commands-overview.js";
export { executablePackFiles } from "./pack/executable-files.js";
export { compareHcp, type DerivedHcp, deriveHcp, type HcpMismatch, validateHcp } from "./pack/hcp-metadata.js";
export { HARNESS, type PackFiles, POLICY, packLimits, requiredFiles, SURFACE, utf8Length } from "./pack/pack-files.js";
export {
  type PackProblem,
  type PathProblem,
  type PathProblemCode,
  packProblems,
  packProblemText,
  pathProblems,
} from "./pack/pack-problems.js";
export { type PackViews, readPack } from "./pack/read-pack.js";
export type { PolicyView, SurfaceView, VerbView } from "./pack/surface-view.js";
export { tokenPlaceholders } from "./projection/args-schema.js";
export type { JsonFlag } from "./projection/json-flag.js";
export { loadValidPack } from "./projection/load-valid-pack.js";
export { quoteArgv, quoteToken } from "./projection/posix-quote.js";
export type { ArgumentProblem, Refusal, RefusalCode, Refused } from "./projection/refusal.js";
export { renderCommand } from "./projection/render-command.js";
export {
  findVerb,
  type LoadedPack,
  type RenderedCommand,
  type RenderResult,
  renderLoaded,
} from "./projection/render-loaded.js";
export { parseCommandLine } from "./reader/parse-command-line.js";
export { type ParsedCommandLine, type ParseResult, parseTokens } from "./reader/read-tokens.js";
export { type ReadyLine, readyLine } from "./reader/ready-line.js";
export { tokenizeCommandLine } from "./reader/tokenize.js";
export { type ExampleOptions, exampleArgs } from "./review/command-facts.js";
export {
  type ChangedCommand,
  comparePacks,
  type FileStatus,
  type FindingDiff,
  type PackComparison,
  type RequestChange,
  type RequestFacts,
  type Risk,
  type RiskCode,
  type RiskSeverity,
} from "./review/compare-packs.js";
export { shareFragmentPrefix, studioRoutes } from "./routes/studio-routes.js";
export {
  APPROVAL_REQUIRED,
  type DryRunCode,
  dryRunOnlyCodes,
  type ExecCode,
  execOnlyCodes,
  type LimitName,
  limitNames,
} from "./run/run-codes.js";
export {
  failedTitle,
  limitPhrase,
  type RunEnd,
  type RunOutcome,
  type RunStatus,
  runOutcome,
  signalOfStatus,
} from "./run/run-outcome.js";
export type { AdapterKind, Approval, Effect, PreviewKind, WorkspaceMode } from "./schema/enums.js";
export { adapterKind, bindingMode, plane, transport, workspaceMode } from "./schema/enums.js";
export { type HcpMetadata, hcpMetadataSchema } from "./schema/hcp.js";
export { policyJsonSchema, surfaceJsonSchema } from "./schema/json-schemas.js";
export { type Policy, policyRowSchema, policySchema } from "./schema/policy.js";
export {
  type PublishedSchemaName,
  publishedSchema,
  publishedSchemaId,
  publishedSchemaNames,
} from "./schema/published-schemas.js";
export { argsSchema, type Surface, surfaceSchema, type Verb, verbSchema, wrapSchema } from "./schema/surface.js";
export {
  type Expiry,
  expiryList,
  expiryMs,
  isExpiry,
  notAShareId,
  shareExpiries,
  shareIdForm,
  shareIdPattern,
  type Verdict,
  verdicts,
} from "./share/share-facts.js";
export { groupDigits } from "./text/group-digits.js";
export { doneTitle, liveTitle } from "./titles/titles.js";
export {
  clientNameOf,
  clientNamePattern,
  deviceCodeSeconds,
  devicePollSeconds,
  isPersonalToken,
  loginTokenDays,
  maxClientNameLength,
  maxTokenNameLength,
  normalizeUserCode,
  personalTokenPattern,
  personalTokenPrefix,
  type TokenExpiryDays,
  type TokenScope,
  tokenExpiryDays,
  tokenScopes,
  userCodeAlphabet,
  userCodePattern,
} from "./token/token-facts.js";
export { resolveWorkspace, type WorkspaceOptions, type WorkspacePlan } from "./workspace/resolve-workspace.js";
