"use client";
// "Use in an agent" on /packs/<id>: the one line that fetches this published version and serves it to MCP
// clients, the client config that runs it, and the tools the clients see.
import { mcpClientConfig, mcpFromLine, type PackTool } from "@packstudio/core";
import styles from "./agent.module.css";
import { CopyBlock } from "./copy-block";
import { useStudioOrigin } from "./studio-origin";
import { ToolList } from "./tool-list";

interface Props {
  id: string;
  /** What surface.json's `transports` lists: without "mcp" the catalog's MCP filter leaves the pack out. */
  transports: string[];
  /** The page's path for this version (`/packs/<id>`, with `?version=N` when it is not the latest). */
  path: string;
  tools: PackTool[];
}

export function PackAgent({ id, transports, path, tools }: Props) {
  const from = `${useStudioOrigin()}${path}`;
  return (
    <div data-testid="pack-agent">
      {!transports.includes("mcp") && (
        // The catalog's "MCP" transport filter reads `transports`; the face below serves any pack. Both say so.
        <p className={styles.note} data-testid="pack-agent-undeclared">
          This pack does not declare the MCP face: its <code>transports</code> lists{" "}
          {transports.length ? transports.join(", ") : "nothing"}, so the catalog&apos;s MCP filter leaves it out.{" "}
          <code>packstudio mcp</code> serves it anyway, as a preview of that face, with a warning.
        </p>
      )}
      <p>
        Serve this version to any MCP client: <code>packstudio mcp</code> downloads it, checks its files against the
        SHA-256 the catalog states for it, and runs each command in the sandbox. Write commands ask you to approve their
        card. It runs the installed <code>packstudio</code> command: install it once from the release file with{" "}
        <code>npm install -g ./packstudio-cli-&lt;version&gt;.tgz</code>.
      </p>
      <CopyBlock label="One line" text={mcpFromLine(from)} testId="pack-mcp-from" />
      <CopyBlock label="MCP client config" text={mcpClientConfig(id, { from })} testId="pack-mcp-config" />
      <h3>Tools an MCP client sees</h3>
      <ToolList tools={tools} />
    </div>
  );
}
