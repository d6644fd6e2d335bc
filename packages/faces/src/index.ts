// @packstudio/faces: the agent faces of a pack (DECISIONS.md 12): json_exec and an MCP server (Node only).
export { cardMessage } from "./card-message.js";
export { answerText, type ExecAnswer, type ExecError, execAnswer, type FailedRun } from "./exec-answer.js";
export { type ExecRequestResult, readExecRequest } from "./exec-request.js";
export { type FacePack, loadFacePack, undeclaredFaceWarning } from "./face-pack.js";
export { HostRunner, type HostRunnerOptions } from "./host-runner.js";
export { type HttpServeOptions, type HttpServing, MCP_PATH, serveHttp } from "./mcp-http.js";
export { canElicit, createPackServer } from "./mcp-server.js";
export { serveStdio } from "./mcp-stdio.js";
export { type FaceRunner, type FaceRunRequest, SandboxRunner } from "./runner.js";
