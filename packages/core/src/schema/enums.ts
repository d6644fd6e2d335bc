// The closed value sets of the manifest and policy documents.
// zod/mini (functions, not methods): the same schemas in a fraction of the bytes the browser downloads.
import * as z from "zod/mini";

export const adapterKind = z
  .enum(["wrap", "composite", "openapi", "sense_only"])
  .check(z.describe("How commands run: wrap (a CLI), composite, openapi or sense_only."));
export const plane = z
  .enum(["runtime", "control"])
  .check(z.describe("runtime (default) or control. Control packs must use Binding mode mothership."));
export const transport = z.enum(["cli", "json_exec", "mcp"]).check(z.describe("A face the pack projects to."));
export const bindingMode = z
  .enum(["public", "user", "local", "mothership", "mock"])
  .check(z.describe("Credential mode. One per pack."));
export const bindingHub = z
  .enum(["keyring", "local-credential", "public", "none"])
  .check(z.describe("Which kind of hub mints. Runtime detail; the pack names the expectation."));
export const workspaceMode = z
  .enum(["none", "project", "workspace", "ephemeral"])
  .check(
    z.describe(
      "Where the CLI runs: project (the caller's directory), none (the pack directory), workspace (a private directory with its own HOME), ephemeral (a fresh directory per command).",
    ),
  );
export const previewKind = z
  .enum(["message", "payment", "event", "removal", "publish", "record", "fields"])
  .check(z.describe("The approval card's layout."));
export const effect = z.enum(["read", "write"]);
export const approval = z
  .enum(["never", "first_use", "always"])
  .check(z.describe("When a person must approve: never (default for read), first_use, always (default for write)."));
export const deliver = z
  .enum(["log", "notify", "wake"])
  .check(z.describe("How a trigger reaches the agent. Default notify."));

export type AdapterKind = z.infer<typeof adapterKind>;
export type WorkspaceMode = z.infer<typeof workspaceMode>;
export type PreviewKind = z.infer<typeof previewKind>;
export type Effect = z.infer<typeof effect>;
export type Approval = z.infer<typeof approval>;
