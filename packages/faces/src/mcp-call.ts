// One MCP tools/call (DECISIONS.md 12): run, ask approval by elicitation when the command needs a person, answer.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { APPROVAL_REQUIRED, cardText, type ExecCode } from "@packstudio/core";
import { cardMessage } from "./card-message.js";
import { type ExecAnswer, execAnswer } from "./exec-answer.js";
import type { FaceRunner } from "./runner.js";

/** How a call asks the person: the client's elicitation, or none (a client that does not support it). */
export type AskPerson = ((message: string) => Promise<"accept" | "decline" | "cancel">) | undefined;

export interface ToolCall {
  runner: FaceRunner;
  session: string;
  name: string;
  args: unknown;
  ask: AskPerson;
}

function errorResult(code: ExecCode, message: string, answer: ExecAnswer, extra = ""): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `${code}: ${message}${extra}` }],
    structuredContent: answer as unknown as Record<string, unknown>,
  };
}

function refusedAnswer(code: ExecCode, message: string, names: string[]): ExecAnswer {
  return { ok: false, error: { code, message, names } };
}

export async function callTool(call: ToolCall): Promise<CallToolResult> {
  const request = { verb: call.name, args: call.args ?? {}, session: call.session };
  let result = await call.runner.run({ ...request, approved: false });
  if (!result.ok && result.error.code === APPROVAL_REQUIRED) {
    const card = result.error.card;
    // What the person reads: the card, every text on it escaped by core; without one, the refusal escaped alike.
    const message = card ? cardMessage(card) : cardText(result.error.message).full;
    if (!call.ask) {
      const text = `\nThis client cannot ask a person (no elicitation), so nothing ran. The card:\n\n${message}`;
      return errorResult(APPROVAL_REQUIRED, result.error.message, execAnswer(result), text);
    }
    let action: "accept" | "decline" | "cancel";
    try {
      action = await call.ask(message);
    } catch (error) {
      const why = `asking the person failed (${(error as Error).message}); nothing ran.`;
      return errorResult(APPROVAL_REQUIRED, why, refusedAnswer(APPROVAL_REQUIRED, why, [call.name]));
    }
    if (action !== "accept") {
      const code = action === "decline" ? "approval_declined" : "approval_cancelled";
      const why = `The person ${action === "decline" ? "declined" : "cancelled"} the approval of "${call.name}"; nothing ran.`;
      return errorResult(code, why, refusedAnswer(code, why, [call.name]));
    }
    result = await call.runner.run({ ...request, approved: true });
  }
  const answer = execAnswer(result);
  if (!answer.ok) {
    const { code, message, outcome } = answer.error;
    const printed = outcome ? [outcome.stdout, outcome.stderr].filter((t) => t.trim()).join("\n") : "";
    return errorResult(code, message, answer, printed ? `\n\n${printed}` : "");
  }
  const structured = isObject(answer.result) ? { structuredContent: answer.result } : {};
  return {
    content: [{ type: "text", text: answer.stdout }],
    ...structured,
    _meta: {
      "packstudio/title": answer.title,
      "packstudio/exitCode": answer.exitCode,
      // An openapi pack's answer: from the document ("documented answer, not sent") or sent (--live), with its status.
      ...(answer.documented && { "packstudio/documented": true, "packstudio/status": answer.status }),
      ...(answer.live && { "packstudio/live": true, "packstudio/status": answer.status }),
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
