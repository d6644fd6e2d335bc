// Tests of derived protocol metadata (DECISIONS.md 8, §2.6.3): derive, validate strictly, compare.
import { describe, expect, it } from "vitest";
import { ledgerSurface } from "../testing/ledger-fixture.js";
import { compareHcp, deriveHcp, kindKey, showValue, validateHcp } from "./hcp-metadata.js";
import { readSurface, type SurfaceView } from "./surface-view.js";

const view = (change: (s: Record<string, unknown>) => void = () => {}): SurfaceView => {
  const s = structuredClone(ledgerSurface) as Record<string, unknown>;
  change(s);
  return readSurface(s) as SurfaceView;
};

describe("deriveHcp", () => {
  it("derives the manifest document's example from the ledger", () => {
    expect(deriveHcp(view())).toEqual({
      hcp: 1,
      pack_id: "ledger",
      adapter_kind: "wrap",
      binding: { mode: "local", hub: "local-credential" },
      wrap: { bin: "./bin/ledger.mjs" },
      plane: "runtime",
      transports: ["cli", "json_exec"],
    });
  });

  it("applies defaults and leaves out what the manifest lacks", () => {
    const v = readSurface({ id: "x", binding: { family: "f" }, wrap: { json_flag: [] } }) as SurfaceView;
    expect(deriveHcp(v)).toEqual({ hcp: 1, pack_id: "x", adapter_kind: "composite", plane: "runtime" });
  });

  it("takes the alias adapter_kind when kind is absent, kind when both are given", () => {
    expect(
      deriveHcp(
        view((s) => {
          delete s.kind;
          s.adapter_kind = "openapi";
        }),
      ).adapter_kind,
    ).toBe("openapi");
    expect(
      deriveHcp(
        view((s) => {
          s.adapter_kind = "openapi";
        }),
      ).adapter_kind,
    ).toBe("wrap");
  });

  it("keeps only the binding fields present", () => {
    expect(
      deriveHcp(
        view((s) => {
          s.binding = { hub: "none" };
        }),
      ).binding,
    ).toEqual({ hub: "none" });
  });

  it("copies wrong values as given, so validation shows them", () => {
    const d = deriveHcp(
      view((s) => {
        s.plane = 5;
        s.id = 7;
      }),
    );
    expect(d.plane).toBe(5);
    expect(d.pack_id).toBe(7);
    expect(validateHcp(d).ok).toBe(false);
  });
});

describe("validateHcp", () => {
  it("accepts the derived ledger metadata and returns it typed", () => {
    const r = validateHcp(deriveHcp(view()));
    expect(r.ok && r.metadata.pack_id).toBe("ledger");
  });

  it("reports unknown fields one by one, nested ones with their path", () => {
    const r = validateHcp({ hcp: 1, pack_id: "a", color: "red", binding: { mode: "local", family: "f" } });
    expect(r.ok ? [] : r.issues).toEqual(
      expect.arrayContaining([
        { path: ["color"], kind: "unknown_field", message: 'unknown field "color"' },
        { path: ["binding", "family"], kind: "unknown_field", message: 'unknown field "family"' },
      ]),
    );
    expect(r.ok ? 0 : r.issues.length).toBe(2);
  });

  it("names wrong values, wrong types and missing fields", () => {
    const r = validateHcp({ hcp: 2, plane: "side", transports: "cli" });
    const issues = r.ok ? [] : r.issues;
    expect(issues.map((i) => i.path)).toEqual([["hcp"], ["pack_id"], ["plane"], ["transports"]]);
    expect(issues[0]?.message).toBe('"hcp" is "2", not "1"');
    expect(issues[1]?.message).toContain("missing");
    expect(issues[2]?.message).toBe('"plane" is "side", not one of "runtime", "control"');
    expect(issues[3]?.message).toContain('a string ("cli"), not an array');
  });

  it("does not throw on non-objects", () => {
    for (const v of [null, 1, "x", [], undefined]) expect(validateHcp(v).ok).toBe(false);
  });
});

describe("compareHcp", () => {
  const given = deriveHcp(view());

  it("finds no disagreement with the derived object itself", () => {
    expect(compareHcp(given, view())).toEqual([]);
  });

  it("lists each disagreeing field with the given and the expected value", () => {
    const hcp = {
      ...given,
      adapter_kind: "composite",
      binding: { mode: "user", hub: "local-credential" },
      wrap: { bin: "ledger" },
    };
    expect(compareHcp(hcp, view())).toEqual([
      { path: ["adapter_kind"], given: "composite", expected: "wrap" },
      { path: ["binding", "mode"], given: "user", expected: "local" },
      { path: ["wrap", "bin"], given: "ledger", expected: "./bin/ledger.mjs" },
    ]);
  });

  it("compares against defaults, and expects nothing where the manifest lacks the field", () => {
    const v = readSurface({ id: "x" }) as SurfaceView;
    expect(
      compareHcp({ hcp: 1, pack_id: "x", adapter_kind: "composite", plane: "runtime", transports: ["cli"] }, v),
    ).toEqual([{ path: ["transports"], given: ["cli"], expected: undefined }]);
  });

  it("includes pack_id, ignores fields left out and transports order", () => {
    expect(compareHcp({ hcp: 1, pack_id: "other", transports: ["json_exec", "cli"] }, view())).toEqual([
      { path: ["pack_id"], given: "other", expected: "ledger" },
    ]);
  });

  it("skips parents of the wrong type and non-objects", () => {
    expect(compareHcp({ binding: "x", wrap: 3 }, view())).toEqual([]);
    expect(compareHcp("x", view())).toEqual([]);
  });
});

describe("helpers", () => {
  it("kindKey names the key that gives the effective kind", () => {
    expect(kindKey({ kind: "wrap", adapter_kind: "openapi" })).toBe("kind");
    expect(kindKey({ kind: 3, adapter_kind: "openapi" })).toBe("adapter_kind");
    expect(kindKey({})).toBeUndefined();
  });

  it("showValue quotes every value", () => {
    expect([showValue("a"), showValue(2), showValue(undefined), showValue(["a"])]).toEqual([
      '"a"',
      '"2"',
      "nothing",
      '"["a"]"',
    ]);
  });
});
