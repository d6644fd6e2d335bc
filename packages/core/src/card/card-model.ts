// The approval card model (DECISIONS.md 7): kind, title, fields per kind, every text (the pack's and the
// arguments') as exact, escaped text, and what flags the card.
import { entriesOf, type JsonRecord } from "../pack/json-value.js";
import { fillTemplate, placeholderNames } from "../pack/placeholders.js";
import type { VerbView } from "../pack/surface-view.js";
import { argvValue } from "../projection/fill-argv.js";
import type { Approval, Effect, PreviewKind } from "../schema/enums.js";
import { type CardText, cardText, type Hazard } from "./card-text.js";
import { optionValues } from "./option-values.js";

export interface CardField {
  /** The field's name as the pack wrote it (a preview key, or an argument's name), escaped like any value. */
  name: CardText;
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
  /** Role → the field's name (its `text`; a role's names are plain words, so never an escaped one). */
  roles: Partial<Record<CardRole, string>>;
  /** Removal cards are marked destructive. */
  destructive: boolean;
  /** The pack's id. */
  pack: CardText;
  /** The command's key. */
  command: CardText;
  effect: Effect;
  approval: Approval;
  /** The policy row's `reason`. */
  reason: CardText | null;
  /** The POSIX-quoted argv line, as text; an openapi pack's command has its request line here (`POST https://…`). */
  argvLine: CardText;
  /** What `argvLine` holds: an argv line, or an openapi command's request line (DECISIONS 14). */
  lineKind: "argv" | "request";
  /**
   * Arguments whose value starts with `-` where the program still reads options (LINT.md M027's case): the
   * argument's name and the token as the program receives it.
   */
  optionValues: CardField[];
  /** True when any text on the card holds a hidden character (shown escaped) or `optionValues` is not empty. */
  flagged: boolean;
  /** Kinds of hidden characters found anywhere on the card. */
  hazards: Hazard[];
  /** Plain-words warnings: hidden characters, option-like values, cut values, a card made without `preview`. */
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
  /** `request` when `argvLine` is an openapi command's request line; `argv` when left out. */
  lineKind?: "argv" | "request";
  /** The tokens argv is filled from (`commandTokens`): where an argument may be read as an option. */
  tokens: { tokens: readonly string[]; fromTemplate: boolean };
}

/** Every text on the card with the words a warning names it by (each already escaped). */
function labelledTexts(card: Omit<ApprovalCard, "hazards" | "warnings" | "flagged">): [string, CardText][] {
  const out: [string, CardText][] = [
    ["The pack id", card.pack],
    ["The command", card.command],
    ["The title", card.title],
  ];
  for (const f of card.fields)
    out.push([`The field name "${f.name.text}"`, f.name], [`The value of "${f.name.text}"`, f.value]);
  if (card.reason) out.push(["The reason", card.reason]);
  out.push([card.lineKind === "request" ? "The request line" : "The command line", card.argvLine]);
  return out;
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
  // Every text from the pack or the arguments goes through cardText here, and nowhere else.
  const title = cardText((titleTemplate && fill(titleTemplate, values)) ?? verb.description ?? verb.key);
  const fields = rawFields.map(([name, value]) => ({ name: cardText(name), value: cardText(value) }));
  const roles: Partial<Record<CardRole, string>> = {};
  for (const [role, names] of Object.entries(roleNames[kind]) as [CardRole, string[]][]) {
    const field = fields.find((f) => f.name.hazards.length === 0 && names.includes(f.name.text.toLowerCase()));
    if (field) roles[role] = field.name.text;
  }
  const { tokens, fromTemplate } = input.tokens;
  const options = optionValues(tokens, values, fromTemplate ? verb.key : undefined).map((o) => ({
    name: cardText(o.name),
    value: cardText(o.token),
  }));
  const card = {
    kind,
    title,
    fields,
    roles,
    destructive: kind === "removal",
    pack: cardText(input.pack),
    command: cardText(verb.key),
    effect: input.effect,
    approval: input.approval,
    reason: input.reason === undefined ? null : cardText(input.reason),
    argvLine: cardText(input.argvLine),
    lineKind: input.lineKind ?? "argv",
    optionValues: options,
    declared,
  };
  const texts = labelledTexts(card);
  const hazards = [...new Set(texts.flatMap(([, t]) => t.hazards))];
  const warnings: string[] = [];
  for (const [label, text] of texts) {
    if (text.hazards.length)
      warnings.push(`${label} holds hidden characters (${text.hazards.join(", ")}), shown as <U+…> escapes.`);
    if (text.cut) warnings.push(`${label} is ${text.length} characters long; the card shows the first 500.`);
  }
  for (const o of options)
    warnings.push(
      `"${o.name.text}" fills "${o.value.text}", which starts with "-" where the program still reads options: it may be taken as an option, not a value.`,
    );
  if (!declared) warnings.push(`"${card.command.text}" declares no preview: the card lists every given argument.`);
  return { ...card, flagged: hazards.length > 0 || options.length > 0, hazards, warnings };
}
