// Rendering a command of a loaded pack: argv, program, cwd, effect, approval, card and title (DECISIONS.md 4, 7, 9).
import { type ApprovalCard, buildCard } from "../card/card-model.js";
import type { PolicyView, SurfaceView, VerbView } from "../pack/surface-view.js";
import type { Approval, Effect } from "../schema/enums.js";
import { liveTitle } from "../titles/titles.js";
import { resolveWorkspace, type WorkspaceOptions, type WorkspacePlan } from "../workspace/resolve-workspace.js";
import { commandTokens } from "./args-schema.js";
import { checkArgs } from "./check-args.js";
import { fillTokens } from "./fill-argv.js";
import { type JsonFlag, jsonFlagFor } from "./json-flag.js";
import { quoteArgv } from "./posix-quote.js";
import { type Refused, refuse } from "./refusal.js";

export interface RenderedCommand {
  ok: true;
  verb: string;
  /** argv[0] is cliBin (or wrap.bin without one); argv.slice(1) is what the program receives. */
  argv: string[];
  /** wrap.bin as declared: the process the runtime starts. */
  program: string;
  /** A POSIX-quoted line built from argv, for people. Never executed. */
  display: string;
  cwd: WorkspacePlan;
  env: Record<string, string>;
  jsonFlag: JsonFlag;
  effect: Effect;
  approval: Approval;
  /** True when the effective approval may ask a person (first_use or always). */
  asksPerson: boolean;
  /** The approval card, when approval may ask a person. */
  card: ApprovalCard | null;
  /** The live title. */
  title: string;
  /** The arguments as checked (absent optionals removed). */
  args: Record<string, unknown>;
}

export type RenderResult = RenderedCommand | Refused;

export interface LoadedPack {
  surface: SurfaceView;
  policy: PolicyView;
}

/** A command's policy row and what it decides, with the defaults of a missing row (write, always asked). */
export function policyFacts(
  policy: PolicyView,
  verbKey: string,
): { row: ReturnType<PolicyView["rows"]["get"]>; effect: Effect; approval: Approval; asksPerson: boolean } {
  const row = policy.rows.get(verbKey);
  const effect: Effect = row?.effect ?? "write";
  const approval: Approval = row?.approval ?? "always";
  return { row, effect, approval, asksPerson: approval !== "never" };
}

export function findVerb(surface: SurfaceView, verbKey: string): VerbView | Refused {
  const verb = surface.verbs.find((v) => v.key === verbKey);
  if (verb) return verb;
  const known = surface.verbs.map((v) => `"${v.key}"`).join(", ");
  return refuse(
    "unknown_command",
    [verbKey],
    `"${verbKey}" is not a command of "${surface.id}". Commands: ${known || "none"}.`,
  );
}

export function renderLoaded(
  pack: LoadedPack,
  verbKey: string,
  args: unknown,
  options: WorkspaceOptions = {},
): RenderResult {
  const { surface, policy } = pack;
  const verb = findVerb(surface, verbKey);
  if ("ok" in verb) return verb;
  const checked = checkArgs(surface, verb, args);
  if (!checked.ok) return checked;
  const where = resolveWorkspace(surface.workspaceMode, options);
  if (!where.ok) return refuse(where.code, [verbKey], where.message);
  const { tokens, fromTemplate } = commandTokens(surface, verb);
  const filled = fillTokens(tokens, checked.values, fromTemplate ? verb.key : undefined);
  const jsonFlag = jsonFlagFor(surface, verb, filled);
  const program = surface.wrapBin ?? surface.cliBin ?? surface.id ?? "";
  const argv = [surface.cliBin ?? program, ...filled, ...jsonFlag.tokens];
  const display = quoteArgv(argv);
  const { row, effect, approval, asksPerson } = policyFacts(policy, verb.key);
  const card = asksPerson
    ? buildCard({
        pack: surface.id ?? "",
        verb,
        values: checked.values,
        effect,
        approval,
        reason: row?.reason,
        argvLine: display,
        tokens: { tokens, fromTemplate },
      })
    : null;
  const env = Object.fromEntries(
    Object.entries(surface.wrap?.agent_env ?? {}).filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  return {
    ok: true,
    verb: verb.key,
    argv,
    program,
    display,
    cwd: where.plan,
    env,
    jsonFlag,
    effect,
    approval,
    asksPerson,
    card,
    title: liveTitle(verb, checked.values),
    args: checked.values,
  };
}
