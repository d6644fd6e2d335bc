"use client";
// The tools an MCP client sees for a pack (core's packTools, the code `packstudio mcp` answers tools/list with).
import type { PackTool } from "@packstudio/core";
import { Plain } from "~/escaped/escaped-text";
import { CopyButton } from "~/shell/copy-button";
import styles from "./agent.module.css";
import { PlainLines } from "./plain-lines";

function Hint({ name, on }: { name: string; on: boolean }) {
  return (
    <li className={`${styles.hint} ${on ? styles.hintOn : ""}`} data-testid={`hint-${name}`} data-on={on}>
      {name}: {String(on)}
    </li>
  );
}

export function ToolList({ tools }: { tools: PackTool[] }) {
  if (tools.length === 0) return <p>The pack declares no commands, so an MCP client sees no tools.</p>;
  return (
    <>
      <div className={styles.blockHead}>
        <span>
          {tools.length} tool{tools.length === 1 ? "" : "s"}, one per command
        </span>
        <CopyButton
          text={`${JSON.stringify({ tools }, null, 2)}\n`}
          label="the tools/list answer as JSON"
          testId="copy-agent-tools"
        />
      </div>
      <ul className={styles.tools} aria-label="MCP tools">
        {tools.map((tool) => (
          <li key={tool.name} className={styles.tool} data-testid="agent-tool" data-name={tool.name}>
            <div className={styles.toolHead}>
              <code data-testid="agent-tool-name">
                <Plain text={tool.name} />
              </code>
              <span data-testid="agent-tool-title">
                <Plain text={tool.title} />
              </span>
            </div>
            <ul className={styles.hints} aria-label={`Hints of ${tool.name}`}>
              <Hint name="readOnlyHint" on={tool.annotations.readOnlyHint} />
              <Hint name="destructiveHint" on={tool.annotations.destructiveHint} />
            </ul>
            <details className={styles.schema}>
              <summary>inputSchema</summary>
              <pre className={styles.code} data-testid="agent-tool-schema">
                <PlainLines text={JSON.stringify(tool.inputSchema, null, 2)} />
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
