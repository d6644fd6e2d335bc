// The CSP builder: every directive the studio relies on, the nonce, nothing unsafe beyond inline styles.
import { describe, expect, it } from "vitest";
import { apiCsp, newNonce, pageCsp, securityHeaders } from "./csp";

/** The policy as directive name -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const nonce = "AAECAwQFBgcICQoLDA0ODw==";

describe("pageCsp", () => {
  const policy = parse(pageCsp({ nonce }));

  it.each([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
  ])("%s is %j", (name, sources) => {
    expect(policy.get(name)).toEqual(sources);
  });

  it("allows nothing unsafe in production but inline styles (Monaco), and no host or scheme for scripts", () => {
    const unsafe = [...policy].flatMap(([name, sources]) =>
      sources.filter((s) => s.startsWith("'unsafe-")).map((s) => `${name} ${s}`),
    );
    expect(unsafe).toEqual(["style-src 'unsafe-inline'"]);
    expect(policy.get("script-src")?.some((s) => s.endsWith(":") || s.includes("*"))).toBe(false);
  });

  it("keeps a nonce off style-src, where it would switch 'unsafe-inline' off", () => {
    expect(policy.get("style-src")?.some((s) => s.startsWith("'nonce-"))).toBe(false);
  });

  it("adds 'unsafe-eval' to scripts in development only", () => {
    expect(parse(pageCsp({ nonce, dev: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("allows https images (the providers' avatars) only with sign-in configured", () => {
    expect(parse(pageCsp({ nonce, avatars: true })).get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(parse(pageCsp({ nonce, avatars: true })).get("script-src")).toEqual(policy.get("script-src"));
  });

  it.each(["", "short", "a'; script-src *", "AAECAwQFBgcICQoLDA0ODw== 'unsafe-inline'"])(
    "refuses the nonce %j (it would weaken or break the policy)",
    (bad) => {
      expect(() => pageCsp({ nonce: bad })).toThrow(/nonce must be base64/);
    },
  );
});

describe("newNonce", () => {
  it("gives 16 random bytes in base64, different each time, that the policy accepts", () => {
    const nonces = Array.from({ length: 50 }, newNonce);
    expect(new Set(nonces).size).toBe(50);
    for (const n of nonces) {
      expect(atob(n)).toHaveLength(16);
      expect(pageCsp({ nonce: n })).toContain(`'nonce-${n}'`);
    }
  });
});

describe("fixed headers", () => {
  it("API responses may run, load and frame nothing", () => {
    const policy = parse(apiCsp);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("every response says nosniff, no-referrer and HSTS", () => {
    const headers = Object.fromEntries(securityHeaders.map((h) => [h.key, h.value]));
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Strict-Transport-Security": expect.stringMatching(/^max-age=\d{8,}/),
    });
  });
});
