// Rendering a command of a loaded openapi pack: the request, its curl line, effect, approval, card and title (DECISIONS 14, 7).
import { type ApprovalCard, buildCard } from "../card/card-model.js";
import type { JsonRecord } from "../pack/json-value.js";
import type { PackFiles } from "../pack/pack-files.js";
import type { VerbView } from "../pack/surface-view.js";
import { checkArgs } from "../projection/check-args.js";
import { loadValidPack } from "../projection/load-valid-pack.js";
import { type Refused, refuse } from "../projection/refusal.js";
import { findVerb, type LoadedPack, policyFacts } from "../projection/render-loaded.js";
import type { Approval, Effect } from "../schema/enums.js";
import { liveTitle } from "../titles/titles.js";
import { requestShape } from "./bind-operations.js";
import { curlLine } from "./curl.js";
import { buildRequest, type HttpRequest, requestLine } from "./request.js";

export interface RequestPlan {
  verb: string;
  /** The operation the command sends: as the verb names it, and its method, path and operationId. */
  operation: { name: string; method: string; path: string; operationId: string | null };
  effect: Effect;
  approval: Approval;
  /** True when the effective approval may ask a person (first_use or always). */
  asksPerson: boolean;
  request: HttpRequest;
  /** The request line, `POST https://…/cards`: the approval card shows it where a wrap pack's argv line goes. */
  line: string;
  /** The same request as a POSIX-quoted curl command line, for people. Never executed. */
  curl: string;
  card: ApprovalCard | null;
  title: string;
  /** The arguments as checked (absent optionals removed). */
  args: JsonRecord;
}

export interface RenderedRequest {
  ok: true;
  plan: RequestPlan;
}

export type RequestRenderResult = RenderedRequest | Refused;

/** Why a command of an openapi pack has no request to build, as a refusal (the pack passes lint otherwise). */
function unbound(pack: LoadedPack, verb: VerbView): Refused {
  const openapi = pack.surface.raw.openapi;
  const byUrl = typeof openapi === "object" && openapi !== null && "url" in openapi && !("path" in openapi);
  return refuse(
    "pack_invalid",
    [verb.key],
    byUrl
      ? `"${verb.key}" sends an operation of the document at "openapi.url", which is never fetched here: add the file to the pack as "openapi.path" to build its request.`
      : `"${verb.key}" names no operation of the pack's OpenAPI document, so there is no request to build.`,
  );
}

/** Render one command of an openapi pack (map of relative path to text) with `args`. Never throws. */
export function renderRequest(files: PackFiles, verbKey: string, args: unknown = {}): RequestRenderResult {
  const pack = loadValidPack(files);
  if ("ok" in pack) return pack;
  return renderRequestLoaded(pack, verbKey, args);
}

/** Render one command of a loaded openapi pack with `args`. Never throws. */
export function renderRequestLoaded(pack: LoadedPack, verbKey: string, args: unknown): RequestRenderResult {
  const { surface, policy } = pack;
  const verb = findVerb(surface, verbKey);
  if ("ok" in verb) return verb;
  const binding = verb.operation;
  if (!binding) return unbound(pack, verb);
  const checked = checkArgs(surface, verb, args);
  if (!checked.ok) return checked;
  const built = buildRequest(requestShape(binding), checked.values);
  if (!built.ok) return built;
  const { request } = built;
  const line = requestLine(request);
  const { row, effect, approval, asksPerson } = policyFacts(policy, verb.key);
  const card = asksPerson
    ? buildCard({
        pack: surface.id ?? "",
        verb,
        values: checked.values,
        effect,
        approval,
        reason: row?.reason,
        argvLine: line,
        lineKind: "request",
        // No argv: no token an argument could be read from as an option.
        tokens: { tokens: [], fromTemplate: false },
      })
    : null;
  return {
    ok: true,
    plan: {
      verb: verb.key,
      operation: {
        name: binding.name,
        method: binding.ref.method,
        path: binding.ref.path,
        operationId: binding.ref.operationId ?? null,
      },
      effect,
      approval,
      asksPerson,
      request,
      line,
      curl: curlLine(request),
      card,
      title: liveTitle(verb, checked.values),
      args: checked.values,
    },
  };
}
