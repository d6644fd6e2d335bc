// @packstudio/faces: the agent faces of a pack (DECISIONS.md 12): json_exec and an MCP server (Node only).
export { MAX_PENDING_OVERALL, MAX_PENDING_PER_SESSION } from "./approval-slots.js";
export { cardMessage } from "./card-message.js";
export { DocumentedRunner, type LiveRun, type LiveRunResult, liveRefusal } from "./documented-runner.js";
export { answerText, type ExecAnswer, type ExecError, execAnswer, type FailedRun } from "./exec-answer.js";
export { type ExecRequestResult, readExecRequest } from "./exec-request.js";
export { type FacePack, loadFacePack, undeclaredFaceWarning } from "./face-pack.js";
export { HostRunner, type HostRunnerOptions } from "./host-runner.js";
export { type LiveAnswer, type LiveLimits, liveLimits, sendLive } from "./live-request.js";
export {
  type HttpServeOptions,
  type HttpServing,
  MAX_SESSIONS,
  MCP_PATH,
  SESSION_IDLE_MS,
  serveHttp,
} from "./mcp-http.js";
export { MIN_TOKEN_LENGTH, newToken, TOKEN_VARIABLE, tokenProblem } from "./mcp-http-auth.js";
export { canElicit, createPackServer } from "./mcp-server.js";
export { serveStdio } from "./mcp-stdio.js";
export { type FaceRunner, type FaceRunRequest, type FaceRunResult, SandboxRunner } from "./runner.js";
