// Reading a json_exec request (DECISIONS.md 12): what is accepted, and the invalid_request refusals.
import { describe, expect, it } from "vitest";
import { readExecRequest } from "./exec-request.js";

describe("D12 json_exec request", () => {
  it.each([
    ['{"verb":"status"}', false, { verb: "status", args: {}, approved: false }],
    [
      '{"verb":"transfer","args":{"amount":"2.80"},"approved":true}',
      false,
      { verb: "transfer", args: { amount: "2.80" }, approved: true },
    ],
    ['{"verb":"transfer","approved":false}', true, { verb: "transfer", args: {}, approved: true }],
    ['{"verb":"list","args":null}', false, { verb: "list", args: {}, approved: false }],
  ])("%s (--approve %s) is read", (text, approve, request) => {
    expect(readExecRequest(text, approve)).toEqual({ ok: true, request });
  });

  it.each([
    ["{", [], /not JSON/],
    ["[]", [], /one JSON object/],
    ['{"verb":""}', ["verb"], /"verb" must be/],
    ['{"verb":"x","args":[1]}', ["args"], /"args" must be an object/],
    ['{"verb":"x","approved":"yes"}', ["approved"], /"approved" must be true or false/],
    ['{"verb":"x","approve":true,"user":"a"}', ["approve", "user"], /Unknown request fields "approve", "user"/],
  ])("%s is invalid_request", (text, names, message) => {
    const result = readExecRequest(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("invalid_request");
    expect(result.error.names).toEqual(names);
    expect(result.error.message).toMatch(message);
  });
});
