"use client";
// The editor's "Use in an agent" panel: the MCP client config, the tools an MCP client sees, and the json_exec
// request of the command and arguments chosen (shared with the Preview panel).
import {
  declaredFaces,
  jsonExecRequest,
  jsonExecText,
  mcpClientConfig,
  packTools,
  quoteToken,
  readPack,
} from "@packstudio/core";
import { useId, useMemo, useState } from "react";
import { ArgsSection } from "~/preview/args-section";
import { usePreviewPlan } from "~/preview/use-preview-plan";
import { VerbPicker } from "~/preview/verb-picker";
import previewStyles from "~/shell/panels.module.css";
import { CopyBlock } from "./copy-block";
import { ToolList } from "./tool-list";

export function AgentPanel() {
  const id = useId();
  const plan = usePreviewPlan();
  const { files, surface, verb, invalid } = plan;
  const [approved, setApproved] = useState(false);
  // A pack with lint errors is refused by `packstudio mcp` (a runtime rejects it): it has no tools to show.
  const tools = useMemo(() => {
    const { surface: s, policy } = readPack(files);
    return invalid || !s || !policy ? undefined : packTools({ surface: s, policy });
  }, [files, invalid]);
  if (!surface) {
    return (
      <div className={previewStyles.panel} data-testid="agent-panel">
        <p className={previewStyles.empty}>
          <code>surface.json</code> does not read as a JSON object yet. Fix it in the editor to see the pack's tools.
        </p>
      </div>
    );
  }
  const packId = surface.id ?? "pack";
  const dir = `./${packId}`;
  const faces = declaredFaces(surface);
  return (
    <div className={previewStyles.panel} data-testid="agent-panel">
      <section className={previewStyles.section} aria-labelledby={`${id}-mcp`}>
        <h2 id={`${id}-mcp`} className={previewStyles.sectionTitle}>
          MCP client config
        </h2>
        <p className={previewStyles.help}>
          Save the pack in <code>{dir}</code> (Download .zip, then unzip it there) and add this server to your MCP
          client. Each command becomes a tool; a write command asks you to approve its card.
        </p>
        <p className={previewStyles.help} data-testid="agent-install">
          It runs the installed <code>packstudio</code> command: install it once from the release file with{" "}
          <code>npm install -g ./packstudio-cli-&lt;version&gt;.tgz</code> (not <code>npx</code>, which would fetch
          another package of that name).
        </p>
        <CopyBlock label="MCP client config" text={mcpClientConfig(packId, { dir })} testId="agent-mcp-config" />
        {surface.kind === "openapi" && (
          <p className={previewStyles.help} data-testid="agent-openapi">
            An openapi pack's tools send its document's operations: <code>packstudio mcp</code> answers them from the
            document (a documented answer, nothing sent) unless started with <code>--live</code>, which sends the real
            request for a <code>public</code> binding only. Each tool's <code>inputSchema</code> is its operation's
            arguments, narrowed by the command's <code>args</code>.
          </p>
        )}
        {!faces.includes("mcp") && (
          <p className={previewStyles.noteBanner} data-testid="agent-undeclared">
            <code>transports</code> does not list <code>mcp</code>: <code>packstudio mcp</code> serves the pack anyway,
            as a preview of that face, with a warning. Add <code>"mcp"</code> to declare it.
          </p>
        )}
      </section>
      <section className={previewStyles.section} aria-labelledby={`${id}-tools`}>
        <h2 id={`${id}-tools`} className={previewStyles.sectionTitle}>
          Tools an MCP client sees
        </h2>
        {tools ? (
          <ToolList tools={tools} />
        ) : (
          <p className={previewStyles.empty} data-testid="agent-refused">
            The pack has lint errors: <code>packstudio mcp</code> refuses it, as a runtime would. Fix the problems to
            serve it.
          </p>
        )}
      </section>
      {verb && (
        <section className={previewStyles.section} aria-labelledby={`${id}-exec`}>
          <h2 id={`${id}-exec`} className={previewStyles.sectionTitle}>
            json_exec request
          </h2>
          <VerbPicker id={`${id}-verb`} verbs={plan.verbs} verb={verb} />
          <ArgsSection idPrefix={id} verb={verb} plan={plan} />
          <label className={previewStyles.checkLabel}>
            <input
              type="checkbox"
              checked={approved}
              data-testid="agent-approved"
              onChange={(e) => setApproved(e.target.checked)}
            />
            <span>
              A person approved the card (<code>"approved": true</code>)
            </span>
          </label>
          <CopyBlock
            label="Request"
            text={jsonExecText(jsonExecRequest(verb.key, plan.args, approved))}
            testId="agent-exec-request"
          />
          <CopyBlock
            label="Run it"
            text={`packstudio exec ${quoteToken(dir)} < request.json`}
            testId="agent-exec-line"
          />
        </section>
      )}
    </div>
  );
}
