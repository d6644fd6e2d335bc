// The arguments form of a command: fields read from its args schema (or its placeholders), and form values to args.
import { type SurfaceView, tokenPlaceholders, type VerbView } from "@packstudio/core";

export type FieldKind = "text" | "integer" | "number" | "boolean" | "enum" | "json";

export interface EnumOption {
  /** JSON of the enum value, so that numbers and strings stay apart. */
  value: string;
  label: string;
}

export interface FormField {
  name: string;
  required: boolean;
  kind: FieldKind;
  /** The schema type as declared, for the hint next to the label. */
  typeLabel: string;
  description: string | undefined;
  /** The first `examples` value, as the form would hold it. */
  example: string | undefined;
  defaultValue: string | undefined;
  options: EnumOption[];
}

/** Form values as typed: a missing key is an absent argument; "" is an empty string (only a command line gives one). */
export type FormValues = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function schemaType(schema: Record<string, unknown>): string {
  const t = schema.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) {
    const kinds = t.filter((k): k is string => typeof k === "string" && k !== "null");
    return ["integer", "number", "boolean", "string", "array", "object"].find((k) => kinds.includes(k)) ?? "string";
  }
  return "string";
}

function kindOf(schema: Record<string, unknown>): FieldKind {
  if (Array.isArray(schema.enum)) return "enum";
  const t = schemaType(schema);
  if (t === "integer" || t === "number" || t === "boolean") return t;
  if (t === "array" || t === "object") return "json";
  return "text";
}

/** The form value that stands for an argument value of this field. */
export function formValueOf(kind: FieldKind, value: unknown): string {
  if (kind === "enum" || kind === "json") return JSON.stringify(value);
  return show(value);
}

function fieldFrom(name: string, schema: Record<string, unknown>, required: boolean): FormField {
  const kind = kindOf(schema);
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const options = Array.isArray(schema.enum)
    ? schema.enum.map((v) => ({ value: JSON.stringify(v), label: show(v) }))
    : [];
  return {
    name,
    required,
    kind,
    typeLabel: Array.isArray(schema.enum)
      ? "one of"
      : Array.isArray(schema.type)
        ? schema.type.join(" | ")
        : schemaType(schema),
    description: typeof schema.description === "string" ? schema.description : undefined,
    example: examples.length > 0 ? formValueOf(kind, examples[0]) : undefined,
    defaultValue: schema.default !== undefined ? show(schema.default) : undefined,
    options,
  };
}

/** Without an args schema, one required text field per placeholder of the projected tokens (D4.2). */
function placeholderFields(surface: SurfaceView, verb: VerbView): FormField[] {
  return tokenPlaceholders(surface, verb).map((name) => fieldFrom(name, { type: "string" }, true));
}

/** The fields of a command's form, in schema order. */
export function formFields(surface: SurfaceView, verb: VerbView): FormField[] {
  if (!verb.args) return placeholderFields(surface, verb);
  return verb.properties.map((p) => fieldFrom(p.name, isRecord(p.schema) ? p.schema : {}, p.required));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The args object for the form values: absent fields omitted, numbers by Number(), enums and JSON parsed. */
export function argsFromForm(fields: readonly FormField[], values: FormValues): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (raw === undefined || (raw === "" && field.kind !== "text")) continue;
    switch (field.kind) {
      case "enum":
      case "json":
        args[field.name] = parseJson(raw);
        break;
      case "boolean":
        args[field.name] = raw === "true" ? true : raw === "false" ? false : raw;
        break;
      case "integer":
      case "number": {
        const n = Number(raw);
        // Not a number: pass the text on, and core refuses it by name.
        args[field.name] = raw.trim() !== "" && Number.isFinite(n) ? n : raw;
        break;
      }
      default:
        args[field.name] = raw;
    }
  }
  return args;
}

/** Form values for args read from a command line. */
export function formFromArgs(fields: readonly FormField[], args: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    const field = fields.find((f) => f.name === name);
    values[name] = formValueOf(field?.kind ?? "text", value);
  }
  return values;
}

/** Form values with the first example of every field that has one. */
export function formFromExamples(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const f of fields) if (f.example !== undefined) values[f.name] = f.example;
  return values;
}
