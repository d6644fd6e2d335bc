// An MCP server for one session of one pack (DECISIONS.md 12): tools/list from the pack, tools/call through a runner.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  type ClientCapabilities,
  ElicitResultSchema,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { packTools } from "@packstudio/core";
import { ApprovalSlots } from "./approval-slots.js";
import type { FacePack } from "./face-pack.js";
import { type AskPerson, callTool } from "./mcp-call.js";
import type { FaceRunner } from "./runner.js";
import { facesVersion } from "./version.js";

/** How long a person may take over an approval card before the call gives up (nothing runs then). */
const APPROVAL_WAIT_MS = 10 * 60_000;

/** A client that can show a form: `elicitation: {}` (form by default, for older clients) or with `form`. */
export function canElicit(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation;
  if (!elicitation) return false;
  const modes = Object.keys(elicitation);
  return modes.length === 0 || "form" in elicitation;
}

export interface PackServerOptions {
  pack: FacePack;
  runner: FaceRunner;
  /** The sandbox session of this MCP session: its workspace and its first-use approvals. */
  session: string;
  /** The bound on cards waiting for a person, shared by the sessions of one server (default: this session's own). */
  slots?: ApprovalSlots;
}

export function createPackServer({ pack, runner, session, slots = new ApprovalSlots() }: PackServerOptions): Server {
  const server = new Server(
    { name: `packstudio-${pack.id}`, version: facesVersion },
    {
      capabilities: { tools: {} },
      instructions: `Commands of the HCP pack "${pack.id}". Commands that change things ask a person to approve a card first.`,
    },
  );
  const tools = packTools(pack.loaded);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const ask: AskPerson = canElicit(server.getClientCapabilities())
      ? async (message) => {
          // Taken before the card is sent (TooManyPending past a bound: nothing is asked, nothing runs).
          const free = slots.take(session);
          try {
            // Sent through the call's own request, so over HTTP it travels on that call's stream.
            const answer = await extra.sendRequest(
              {
                method: "elicitation/create",
                params: { message, requestedSchema: { type: "object", properties: {} } },
              },
              ElicitResultSchema,
              { timeout: APPROVAL_WAIT_MS, signal: extra.signal },
            );
            return answer.action;
          } finally {
            free();
          }
        }
      : undefined;
    return callTool({ runner, session, name: request.params.name, args: request.params.arguments, ask });
  });
  return server;
}
