// Reading a json_exec request (DECISIONS.md 12): {"verb", "args", "approved"}, checked before anything runs.
import type { FaceRunRequest } from "./runner.js";

export type ExecRequestResult =
  | { ok: true; request: Omit<FaceRunRequest, "session"> }
  | { ok: false; error: { code: "invalid_request"; message: string; names: string[] } };

const fields = new Set(["verb", "args", "approved"]);

const bad = (message: string, names: string[] = []): ExecRequestResult => ({
  ok: false,
  error: { code: "invalid_request", message, names },
});

/** `approve`: the caller stands for a person's approval (--approve), whatever the request says. */
export function readExecRequest(text: string, approve = false): ExecRequestResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return bad(
      `The request is not JSON (${(error as Error).message}). Send one object: {"verb": "status", "args": {}, "approved": false}.`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return bad('The request must be one JSON object: {"verb": "status", "args": {}, "approved": false}.');
  const request = value as Record<string, unknown>;
  const unknown = Object.keys(request).filter((k) => !fields.has(k));
  if (unknown.length)
    return bad(
      `Unknown request field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")}: a request has "verb", "args" and "approved".`,
      unknown,
    );
  if (typeof request.verb !== "string" || request.verb === "")
    return bad('"verb" must be a command\'s verb key, as a string (e.g. "status").', ["verb"]);
  const args = request.args ?? {};
  if (typeof args !== "object" || args === null || Array.isArray(args))
    return bad('"args" must be an object of argument values (or left out for none).', ["args"]);
  if (request.approved !== undefined && typeof request.approved !== "boolean")
    return bad('"approved" must be true or false.', ["approved"]);
  return { ok: true, request: { verb: request.verb, args, approved: approve || request.approved === true } };
}
