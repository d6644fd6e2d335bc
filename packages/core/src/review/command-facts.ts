// What a review compares about one command on one side: effect, approval, the argv and card of its first examples.
import { type ApprovalCard, buildCard } from "../card/card-model.js";
import { renderRequestLoaded } from "../openapi/render-request.js";
import { bodyText } from "../openapi/request.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { PolicyView, SurfaceView, VerbView } from "../pack/surface-view.js";
import { commandTokens, effectiveArgsSchema, firstExample } from "../projection/args-schema.js";
import { fillTokens } from "../projection/fill-argv.js";
import { quoteArgv } from "../projection/posix-quote.js";
import { renderLoaded } from "../projection/render-loaded.js";
import { type Approval, type Effect, previewKind } from "../schema/enums.js";
import { type RequestFacts, requestFactsOf } from "./request-facts.js";

export interface CommandFacts {
  verb: string;
  /** The policy row's effect; null without a row or with an unknown effect (lint reports it). */
  effect: Effect | null;
  /** The effective approval of the row (its own, else the effect's default); null without a row. */
  approval: Approval | null;
  /**
   * argv with the first example of each required argument; for an openapi pack's command, its request line
   * as two words (method, URL) and the body's text when one is sent (DECISIONS 14).
   */
  argv: string[];
  /** The card a person would see for those arguments; null when nobody is asked. */
  card: ApprovalCard | null;
  /** A `preview` with a known kind: the card is laid out, not the fallback table of raw arguments. */
  declaresCard: boolean;
  /** An openapi pack's command: the operation it sends, method, path, server and body fields; else null. */
  request: RequestFacts | null;
  /**
   * The declaration and the policy row as written, so any edit of either marks the command changed; for an
   * openapi command also its schema as derived from the document, so a document edit of its arguments does too.
   */
  source: { decl: JsonRecord; row: JsonRecord | null; args?: JsonRecord | null };
}

const kinds = new Set<string>(previewKind.options);

export interface ExampleOptions {
  /** Also each optional argument's first example (the catalog's previews and dry-run badge show them). */
  optional?: boolean;
  /** A required argument with no example nor enum as `<name>` (what a review shows), else left out. */
  standIns?: boolean;
}

/**
 * A command's arguments from its examples: each required argument's first example, else its first enum value
 * (as readyLine picks); the options say what else. The review takes the defaults, the catalog `optional`.
 */
export function exampleArgs(
  surface: SurfaceView,
  verb: VerbView,
  { optional = false, standIns = !optional }: ExampleOptions = {},
): JsonRecord {
  const schema = effectiveArgsSchema(surface, verb);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === "string") : [];
  const args: JsonRecord = {};
  for (const name of required) {
    const example = firstExample(properties[name]);
    if (example !== undefined) args[name] = example;
    else if (standIns) args[name] = `<${name}>`;
  }
  if (optional)
    for (const [name, argSchema] of Object.entries(properties)) {
      const examples = isRecord(argSchema) ? argSchema.examples : undefined;
      if (!required.includes(name) && Array.isArray(examples) && examples.length > 0) args[name] = examples[0];
    }
  return args;
}

export function commandFacts(surface: SurfaceView, policy: PolicyView | undefined, verb: VerbView): CommandFacts {
  const row = policy?.rows.get(verb.key);
  const effect = row?.effect ?? null;
  const approval = row ? row.approval : null;
  const declaresCard = isRecord(verb.preview) && kinds.has(String(verb.preview.kind));
  const args = exampleArgs(surface, verb);
  const request = requestFactsOf(surface.kind, verb);
  if (request) {
    const source = { decl: verb.decl, row: row?.raw ?? null, args: verb.args ?? null };
    return requestFacts(surface, policy, verb, request, args, { effect, approval, declaresCard, request, source });
  }
  const source = { decl: verb.decl, row: row?.raw ?? null };
  // renderLoaded is what a runtime shows; it needs no lint pass, so a failing pack is still compared.
  const rendered = policy ? renderLoaded({ surface, policy }, verb.key, args) : undefined;
  if (rendered?.ok) {
    const card = rendered.card;
    return { verb: verb.key, effect, approval, argv: rendered.argv, card, declaresCard, request: null, source };
  }
  // Arguments the schema refuses (an example of the wrong type, a stand-in `<name>`): fill the tokens
  // as given, so the review still shows what the command would project.
  const { tokens, fromTemplate } = commandTokens(surface, verb);
  const program = surface.wrapBin ?? surface.cliBin ?? surface.id ?? "";
  const argv = [surface.cliBin ?? program, ...fillTokens(tokens, args, fromTemplate ? verb.key : undefined)];
  const card =
    effect !== null && approval !== null && approval !== "never"
      ? buildCard({
          pack: surface.id ?? "",
          verb,
          values: args,
          effect,
          approval,
          reason: row?.reason,
          argvLine: quoteArgv(argv),
          tokens: { tokens, fromTemplate },
        })
      : null;
  return { verb: verb.key, effect, approval, argv, card, declaresCard, request: null, source };
}

type Known = Pick<CommandFacts, "effect" | "approval" | "declaresCard" | "request" | "source">;

/**
 * An openapi command's facts: the request its examples make, else the operation's method and path template,
 * else (no such operation in the document) no request at all: an empty argv, the card naming the operation.
 */
function requestFacts(
  surface: SurfaceView,
  policy: PolicyView | undefined,
  verb: VerbView,
  request: RequestFacts,
  args: JsonRecord,
  known: Known,
): CommandFacts {
  const rendered = policy ? renderRequestLoaded({ surface, policy }, verb.key, args) : undefined;
  if (rendered?.ok) {
    const body = bodyText(rendered.plan.request);
    const argv = [rendered.plan.request.method, rendered.plan.request.url, ...(body === undefined ? [] : [body])];
    return { verb: verb.key, ...known, argv, card: rendered.plan.card };
  }
  const line = request.found ? `${request.method} ${request.path}` : request.operation;
  const card =
    known.effect !== null && known.approval !== null && known.approval !== "never"
      ? buildCard({
          pack: surface.id ?? "",
          verb,
          values: args,
          effect: known.effect,
          approval: known.approval,
          reason: policy?.rows.get(verb.key)?.reason,
          argvLine: line,
          lineKind: "request",
          tokens: { tokens: [], fromTemplate: false },
        })
      : null;
  const argv = request.found ? [request.method ?? "", request.path ?? ""] : [];
  return { verb: verb.key, ...known, argv, card };
}
