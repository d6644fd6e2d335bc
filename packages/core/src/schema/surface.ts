// zod schema of surface.json: every field of the manifest document, with its defaults and docs.
import { z } from "zod";
import { adapterKind, bindingHub, bindingMode, plane, previewKind, transport, workspaceMode } from "./enums.js";
import { hcpMetadataSchema } from "./hcp.js";

const template = z.string().describe("A template with {{argument}} placeholders.");
const templates = z.union([template, z.array(template)]).describe("A template or a list of templates tried in order.");

export const argPropertySchema = z
  .looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    description: z.string().optional().describe("What the argument means. Shown in forms and tool catalogs."),
    examples: z.array(z.unknown()).optional().describe("Example values; the first fills ready-to-run lines."),
    enum: z.array(z.unknown()).optional(),
    "x-position": z
      .number()
      .optional()
      .describe("A bare word of a command line at this position (0, 1, …) fills the argument."),
  })
  .describe("JSON Schema of one argument.");

export const argsSchema = z
  .looseObject({
    type: z.literal("object").optional(),
    properties: z.record(z.string(), argPropertySchema).optional(),
    required: z.array(z.string()).optional(),
  })
  .describe(
    "JSON Schema (draft 2020-12) for args: properties with a description and examples, and required. Unknown and missing arguments are refused before anything runs.",
  );

export const verbSchema = z
  .strictObject({
    description: z.string().optional().describe("One sentence. Shown in host tool catalogs."),
    cli: z
      .array(z.string())
      .optional()
      .describe(
        "CLI form, one token an item. First token is the bin (cliBin). {{name}} placeholders map to args; --flag={{name}} is supported. A missing optional value drops its token and the flag right before it.",
      ),
    args: argsSchema.optional(),
    json_flag: z.array(z.string()).optional().describe("Replaces wrap.json_flag for this command. [] appends nothing."),
    title: z
      .strictObject({
        live: templates.optional().describe("Shown while the command runs."),
        done: templates.optional().describe("Shown after it ran; {{result.path}} reads its JSON output."),
      })
      .optional()
      .describe("What a host calls a step of this command."),
    policy: z.enum(["read", "write"]).optional().describe("Legacy hint: read or write. policy.json is authoritative."),
    preview: z
      .strictObject({
        kind: previewKind,
        title: template.optional(),
        fields: z.record(z.string(), template).optional(),
      })
      .optional()
      .describe("How a person sees this command when it asks for approval."),
  })
  .describe("A command: its CLI form, arguments, title and approval preview.");

export const wrapSchema = z
  .strictObject({
    bin: z
      .string()
      .describe(
        "A bare name is a CLI on PATH. A path with a slash is relative to the pack directory and must stay inside it.",
      ),
    json_flag: z
      .array(z.string())
      .default(["--json"])
      .describe("Arguments that make the CLI print JSON, appended to every command unless cli[] already selects JSON."),
    argv_template: z
      .array(z.string())
      .default(["{{verb}}"])
      .describe(
        "Fallback argv when a command has no cli[]. {{verb}} expands to the command tail; {{name}} to args.name.",
      ),
    agent_env: z
      .record(z.string(), z.string())
      .optional()
      .describe("Environment defaults the bin already understands."),
    workspace: z
      .strictObject({ mode: workspaceMode.default("none") })
      .optional()
      .describe("Where the CLI runs."),
  })
  .describe("The wrapped CLI. Required when kind is wrap.");

export const surfaceSchema = z
  .strictObject({
    $schema: z.string().optional().describe("Editor hint: the JSON Schema of this file."),
    id: z.string().describe("Pack id. Lower-case, stable, 1 to 128 characters. Equals policy.json surface_id."),
    name: z.string().optional().describe("Display name for hosts and catalogs."),
    kind: adapterKind.default("composite"),
    adapter_kind: adapterKind.optional().describe("Alias of kind."),
    cliBin: z
      .string()
      .optional()
      .describe("The CLI binary name the Skill teaches. The first token of every cli[] array."),
    plane: plane.default("runtime"),
    transports: z.array(transport).optional().describe("Faces the pack projects to. mcp is never required."),
    skill_url: z.string().optional().describe("Hosted copy of HARNESS.md (a URL)."),
    wrap: wrapSchema.optional(),
    openapi: z
      .strictObject({ url: z.string().optional(), path: z.string().optional() })
      .optional()
      .describe("Required when kind is openapi. One of url or path."),
    pass_through: z
      .strictObject({ allowedSubcommands: z.array(z.string()), maxArgv: z.number() })
      .optional()
      .describe("HCP/1.1 bootstrap for wrap. Non-conforming as a destination."),
    binding: z
      .strictObject({
        mode: bindingMode.optional(),
        hub: bindingHub.optional(),
        family: z.string().optional().describe("Packs sharing a family share one consent and union their scopes."),
        connect_provider_id: z.string().optional().describe("Provider hint for the connect flow."),
      })
      .optional()
      .describe("Credentials: one Binding mode per pack."),
    verbs: z
      .record(z.string(), verbSchema)
      .optional()
      .describe("The closed set of commands: verb_key to declaration. Name 5 to 12."),
    stimulusTriggers: z
      .array(z.strictObject({ ref: z.string() }))
      .optional()
      .describe("Sense declarations. Each ref must have a policy.json stimuli row."),
    hcp: hcpMetadataSchema.optional(),
  })
  .describe("surface.json: who the pack is, how it runs and the closed set of commands it exposes.");

export type Surface = z.infer<typeof surfaceSchema>;
export type Verb = z.infer<typeof verbSchema>;
