// The approval card model (DECISIONS.md 7): kind, title, fields per kind, every value as exact text.
import { entriesOf, type JsonRecord } from "../pack/json-value.js";
import { fillTemplate, placeholderNames } from "../pack/placeholders.js";
import type { VerbView } from "../pack/surface-view.js";
import { argvValue } from "../projection/fill-argv.js";
import type { Approval, Effect, PreviewKind } from "../schema/enums.js";
import { type CardText, cardText, type Hazard } from "./card-text.js";

export interface CardField {
  name: string;
  value: CardText;
}

/** Which field plays which part in a kind's layout (payment: amount and currency large, then payee…). */
export type CardRole =
  | "amount"
  | "currency"
  | "payee"
  | "to"
  | "subject"
  | "body"
  | "when"
  | "where"
  | "target"
  | "visibility";

export interface ApprovalCard {
  kind: PreviewKind;
  title: CardText;
  fields: CardField[];
  roles: Partial<Record<CardRole, string>>;
  /** Removal cards are marked destructive. */
  destructive: boolean;
  pack: string;
  command: string;
  effect: Effect;
  approval: Approval;
  reason: string | null;
  /** The POSIX-quoted argv line, as text. */
  argvLine: CardText;
  /** True when any value holds a hidden character (shown escaped). */
  flagged: boolean;
  hazards: Hazard[];
  /** Plain-words warnings: hidden characters, cut values, a card made without `preview`. */
  warnings: string[];
  /** False when the card is the fallback table of every argument (no `preview`). */
  declared: boolean;
}

const roleNames: Record<PreviewKind, Partial<Record<CardRole, string[]>>> = {
  payment: { amount: ["amount", "sum", "value"], currency: ["currency"], payee: ["to", "payee", "recipient"] },
  message: { to: ["to", "recipient", "recipients"], subject: ["subject", "title"], body: ["body", "text", "message"] },
  event: { when: ["when", "start", "date", "time", "at"], where: ["where", "location", "place"] },
  publish: { target: ["target", "to", "channel", "destination"], visibility: ["visibility", "audience"] },
  removal: {},
  record: {},
  fields: {},
};

const kinds = new Set<string>(Object.keys(roleNames));

function fill(template: string, values: JsonRecord): string | undefined {
  const names = placeholderNames(template);
  if (names.some((n) => values[n] === undefined || values[n] === null)) return undefined;
  return fillTemplate(template, (n) => {
    const v = values[n];
    return typeof v === "object" ? JSON.stringify(v) : argvValue(v);
  });
}

export interface CardInput {
  pack: string;
  verb: VerbView;
  values: JsonRecord;
  effect: Effect;
  approval: Approval;
  reason: string | undefined;
  argvLine: string;
}

export function buildCard(input: CardInput): ApprovalCard {
  const { verb, values } = input;
  const preview = verb.preview;
  const declared = preview !== undefined && kinds.has(String(preview.kind));
  const kind = (declared ? preview?.kind : "fields") as PreviewKind;
  const rawFields: [string, string][] = declared
    ? entriesOf(preview?.fields).flatMap(([name, t]) => {
        const filled = typeof t === "string" ? fill(t, values) : undefined;
        return filled === undefined ? [] : [[name, filled] as [string, string]];
      })
    : Object.entries(values).map(([name, v]) => [name, typeof v === "object" ? JSON.stringify(v) : argvValue(v)]);
  const titleTemplate = declared && typeof preview?.title === "string" ? preview.title : undefined;
  const title = cardText((titleTemplate && fill(titleTemplate, values)) ?? verb.description ?? verb.key);
  const fields = rawFields.map(([name, value]) => ({ name, value: cardText(value) }));
  const argvLine = cardText(input.argvLine);
  const roles: Partial<Record<CardRole, string>> = {};
  for (const [role, names] of Object.entries(roleNames[kind]) as [CardRole, string[]][]) {
    const field = fields.find((f) => names.includes(f.name.toLowerCase()));
    if (field) roles[role] = field.name;
  }
  const all = [title, argvLine, ...fields.map((f) => f.value)];
  const hazards = [...new Set(all.flatMap((t) => t.hazards))];
  const warnings: string[] = [];
  for (const f of [{ name: "title", value: title }, ...fields, { name: "command line", value: argvLine }]) {
    if (f.value.hazards.length)
      warnings.push(`"${f.name}" holds hidden characters (${f.value.hazards.join(", ")}), shown as <U+…> escapes.`);
    if (f.value.cut) warnings.push(`"${f.name}" is ${f.value.length} characters long; the card shows the first 500.`);
  }
  if (!declared) warnings.push(`"${verb.key}" declares no preview: the card lists every given argument.`);
  return {
    kind,
    title,
    fields,
    roles,
    destructive: kind === "removal",
    pack: input.pack,
    command: verb.key,
    effect: input.effect,
    approval: input.approval,
    reason: input.reason ?? null,
    argvLine,
    flagged: hazards.length > 0,
    hazards,
    warnings,
    declared,
  };
}
