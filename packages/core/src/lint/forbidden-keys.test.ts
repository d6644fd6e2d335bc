// Tests of the P009/P010 key lists and where they are looked for (DECISIONS.md 2).
import { describe, expect, it } from "vitest";
import { forbiddenKeyCode, forbiddenKeyObjectPaths, forbiddenKeys, isForbiddenKeyAt } from "./forbidden-keys.js";

describe("forbiddenKeyCode", () => {
  it.each([
    ["roles", "P009"],
    ["allowedUsers", "P009"],
    ["Tenant-ID", "P009"],
    ["account_ids", "P009"],
    ["grants", "P010"],
    ["principal_map", "P010"],
    ["UI", "P010"],
    ["principal", "P009"],
    ["deliver", undefined],
    ["role_name", undefined],
    ["name", undefined],
  ] as const)("%s -> %s", (key, code) => expect(forbiddenKeyCode(key)).toBe(code));
});

describe("forbiddenKeyObjectPaths", () => {
  it("manifest: top level, binding, wrap and each command object", () => {
    const surface = { binding: {}, wrap: {}, verbs: { a: {}, b: 5 }, hcp: {}, openapi: {} };
    expect(forbiddenKeyObjectPaths("surface.json", surface)).toEqual([[], ["binding"], ["wrap"], ["verbs", "a"]]);
  });
  it("policy: top level, each verbs row and each stimuli row", () => {
    const policy = { verbs: { a: {}, b: "x" }, stimuli: { "x.y": {} } };
    expect(forbiddenKeyObjectPaths("policy.json", policy)).toEqual([[], ["verbs", "a"], ["stimuli", "x.y"]]);
  });
  it("nothing for other files or non-objects", () => {
    expect(forbiddenKeyObjectPaths("HARNESS.md", {})).toEqual([]);
    expect(forbiddenKeyObjectPaths("surface.json", [])).toEqual([]);
    expect(forbiddenKeyObjectPaths("policy.json", null)).toEqual([]);
  });
});

describe("forbiddenKeys", () => {
  it("finds keys in the checked objects only, never in args, preview or hcp", () => {
    const surface = {
      roles: [],
      binding: { tenant_id: "t" },
      verbs: {
        users: { ui: {}, args: { properties: { role: { type: "string" } } }, preview: { fields: { tenant: "x" } } },
      },
      hcp: { grants: [] },
    };
    expect(forbiddenKeys("surface.json", surface)).toEqual([
      { code: "P009", path: ["roles"], key: "roles" },
      { code: "P009", path: ["binding", "tenant_id"], key: "tenant_id" },
      { code: "P010", path: ["verbs", "users", "ui"], key: "ui" },
    ]);
  });
  it("isForbiddenKeyAt", () => {
    const policy = { roles: [], verbs: { a: { grants: 1 } } };
    expect(isForbiddenKeyAt("policy.json", policy, [], "roles")).toBe(true);
    expect(isForbiddenKeyAt("policy.json", policy, ["verbs", "a"], "grants")).toBe(true);
    expect(isForbiddenKeyAt("policy.json", policy, ["verbs"], "grants")).toBe(false);
    expect(isForbiddenKeyAt("policy.json", policy, [], "color")).toBe(false);
  });
});
