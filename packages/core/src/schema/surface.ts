// zod schema of surface.json: every field of the manifest document, with its defaults and docs.
import * as z from "zod/mini";
import { adapterKind, bindingHub, bindingMode, plane, previewKind, transport, workspaceMode } from "./enums.js";
import { hcpMetadataSchema } from "./hcp.js";

/** `schema`, optional, with its documentation (`.optional().describe()` of classic zod). */
const optional = <T extends z.ZodMiniType>(schema: T, description: string) =>
  z.optional(schema).check(z.describe(description));

const template = z.string().check(z.describe("A template with {{argument}} placeholders."));
const templates = z
  .union([template, z.array(template)])
  .check(z.describe("A template or a list of templates tried in order."));

export const argPropertySchema = z
  .looseObject({
    type: z.optional(z.union([z.string(), z.array(z.string())])),
    description: optional(z.string(), "What the argument means. Shown in forms and tool catalogs."),
    examples: optional(z.array(z.unknown()), "Example values; the first fills ready-to-run lines."),
    enum: z.optional(z.array(z.unknown())),
    "x-position": optional(z.number(), "A bare word of a command line at this position (0, 1, …) fills the argument."),
  })
  .check(z.describe("JSON Schema of one argument."));

export const argsSchema = z
  .looseObject({
    type: z.optional(z.literal("object")),
    properties: z.optional(z.record(z.string(), argPropertySchema)),
    required: z.optional(z.array(z.string())),
  })
  .check(
    z.describe(
      "JSON Schema (draft 2020-12) for args: properties with a description and examples, and required. Unknown and missing arguments are refused before anything runs.",
    ),
  );

export const verbSchema = z
  .strictObject({
    description: optional(z.string(), "One sentence. Shown in host tool catalogs."),
    operation: optional(
      z.string(),
      'openapi packs only: the operation this command sends, by its operationId or "METHOD /path" exactly as in the document\'s paths.',
    ),
    cli: optional(
      z.array(z.string()),
      "CLI form, one token an item. First token is the bin (cliBin). {{name}} placeholders map to args; --flag={{name}} is supported. A missing optional value drops its token and the flag right before it.",
    ),
    args: z.optional(argsSchema),
    json_flag: optional(z.array(z.string()), "Replaces wrap.json_flag for this command. [] appends nothing."),
    title: optional(
      z.strictObject({
        live: optional(templates, "Shown while the command runs."),
        done: optional(templates, "Shown after it ran; {{result.path}} reads its JSON output."),
      }),
      "What a host calls a step of this command.",
    ),
    policy: optional(z.enum(["read", "write"]), "Legacy hint: read or write. policy.json is authoritative."),
    preview: optional(
      z.strictObject({
        kind: previewKind,
        title: z.optional(template),
        fields: z.optional(z.record(z.string(), template)),
      }),
      "How a person sees this command when it asks for approval.",
    ),
  })
  .check(z.describe("A command: its CLI form, arguments, title and approval preview."));

export const wrapSchema = z
  .strictObject({
    bin: z
      .string()
      .check(
        z.describe(
          "A bare name is a CLI on PATH. A path with a slash is relative to the pack directory and must stay inside it.",
        ),
      ),
    json_flag: z
      ._default(z.array(z.string()), ["--json"])
      .check(
        z.describe(
          "Arguments that make the CLI print JSON, appended to every command unless cli[] already selects JSON.",
        ),
      ),
    argv_template: z
      ._default(z.array(z.string()), ["{{verb}}"])
      .check(
        z.describe(
          "Fallback argv when a command has no cli[]. {{verb}} expands to the command tail; {{name}} to args.name.",
        ),
      ),
    agent_env: optional(z.record(z.string(), z.string()), "Environment defaults the bin already understands."),
    workspace: optional(z.strictObject({ mode: z._default(workspaceMode, "none") }), "Where the CLI runs."),
  })
  .check(z.describe("The wrapped CLI. Required when kind is wrap."));

export const surfaceSchema = z
  .strictObject({
    $schema: optional(z.string(), "Editor hint: the JSON Schema of this file."),
    id: z
      .string()
      .check(z.describe("Pack id. Lower-case, stable, 1 to 128 characters. Equals policy.json surface_id.")),
    name: optional(z.string(), "Display name for hosts and catalogs."),
    kind: z._default(adapterKind, "composite"),
    adapter_kind: optional(adapterKind, "Alias of kind."),
    cliBin: optional(z.string(), "The CLI binary name the Skill teaches. The first token of every cli[] array."),
    plane: z._default(plane, "runtime"),
    transports: optional(z.array(transport), "Faces the pack projects to. mcp is never required."),
    skill_url: optional(z.string(), "Hosted copy of HARNESS.md (a URL)."),
    wrap: z.optional(wrapSchema),
    openapi: optional(
      z.strictObject({ url: z.optional(z.string()), path: z.optional(z.string()) }),
      "Required when kind is openapi. One of url or path.",
    ),
    pass_through: optional(
      z.strictObject({ allowedSubcommands: z.array(z.string()), maxArgv: z.number() }),
      "HCP/1.1 bootstrap for wrap. Non-conforming as a destination.",
    ),
    binding: optional(
      z.strictObject({
        mode: z.optional(bindingMode),
        hub: z.optional(bindingHub),
        family: optional(z.string(), "Packs sharing a family share one consent and union their scopes."),
        connect_provider_id: optional(z.string(), "Provider hint for the connect flow."),
      }),
      "Credentials: one Binding mode per pack.",
    ),
    verbs: optional(
      z.record(z.string(), verbSchema),
      "The closed set of commands: verb_key to declaration. Name 5 to 12.",
    ),
    stimulusTriggers: optional(
      z.array(z.strictObject({ ref: z.string() })),
      "Sense declarations. Each ref must have a policy.json stimuli row.",
    ),
    hcp: z.optional(hcpMetadataSchema),
  })
  .check(z.describe("surface.json: who the pack is, how it runs and the closed set of commands it exposes."));

export type Surface = z.infer<typeof surfaceSchema>;
export type Verb = z.infer<typeof verbSchema>;
