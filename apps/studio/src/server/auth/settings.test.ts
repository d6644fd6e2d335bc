// Sign-in settings (DECISIONS.md 13): off without providers; a secret, a base URL and an https (or loopback) issuer.
import { describe, expect, it } from "vitest";
import { authSettings, isLoopback } from "./settings";

const secret = "s".repeat(32);
const oidc = {
  PACKSTUDIO_OIDC_ISSUER: "https://id.example.com/",
  PACKSTUDIO_OIDC_CLIENT_ID: "studio",
  PACKSTUDIO_OIDC_CLIENT_SECRET: "shh",
  PACKSTUDIO_BASE_URL: "https://studio.example.com/",
  PACKSTUDIO_AUTH_SECRET: secret,
};

describe("authSettings (DECISIONS.md 13)", () => {
  it("is off without any provider variable: the studio stays open", () => {
    expect(authSettings({})).toBeUndefined();
    expect(authSettings({ PACKSTUDIO_AUTH_SECRET: secret, PACKSTUDIO_BASE_URL: "https://x" })).toBeUndefined();
  });

  it("reads an OIDC issuer and GitHub together", () => {
    const s = authSettings({ ...oidc, PACKSTUDIO_GITHUB_CLIENT_ID: "gh", PACKSTUDIO_GITHUB_CLIENT_SECRET: "ghs" });
    expect(s).toEqual({
      baseUrl: "https://studio.example.com",
      secret,
      oidc: { issuer: "https://id.example.com", clientId: "studio", clientSecret: "shh", label: "single sign-on" },
      github: { clientId: "gh", clientSecret: "ghs" },
      anonymousReviews: false,
    });
    expect(authSettings({ ...oidc, PACKSTUDIO_ANONYMOUS_REVIEWS: "on" })?.anonymousReviews).toBe(true);
  });

  it.each([
    ["no secret", { PACKSTUDIO_AUTH_SECRET: undefined }, /PACKSTUDIO_AUTH_SECRET is not set/],
    ["a short secret", { PACKSTUDIO_AUTH_SECRET: "short" }, /shorter than 32 characters/],
    ["no base URL", { PACKSTUDIO_BASE_URL: undefined }, /PACKSTUDIO_BASE_URL is not set/],
    ["a base URL that is no URL", { PACKSTUDIO_BASE_URL: "studio.example.com" }, /PACKSTUDIO_BASE_URL must be an http/],
    ["an http issuer off loopback", { PACKSTUDIO_OIDC_ISSUER: "http://id.example.com" }, /must be https:\/\//],
    ["half an OIDC group", { PACKSTUDIO_OIDC_CLIENT_SECRET: undefined }, /PACKSTUDIO_OIDC_CLIENT_SECRET is not/],
  ])("refuses %s, saying what to set", (_name, change, message) => {
    expect(() => authSettings({ ...oidc, ...change })).toThrow(message);
  });

  it("names the OIDC provider on the button by PACKSTUDIO_OIDC_LABEL, never by the issuer's host (issue 29)", () => {
    expect(authSettings(oidc)?.oidc?.label).toBe("single sign-on");
    expect(authSettings({ ...oidc, PACKSTUDIO_OIDC_LABEL: "  Acme SSO " })?.oidc?.label).toBe("Acme SSO");
    expect(authSettings({ ...oidc, PACKSTUDIO_OIDC_LABEL: " " })?.oidc?.label).toBe("single sign-on");
    for (const label of ["a".repeat(41), "Acme\nSSO", "Acme\u202eOSS"])
      expect(() => authSettings({ ...oidc, PACKSTUDIO_OIDC_LABEL: label })).toThrow(/PACKSTUDIO_OIDC_LABEL .* 1 to 40/);
  });

  it("refuses half a GitHub group even without OIDC", () => {
    expect(() => authSettings({ PACKSTUDIO_GITHUB_CLIENT_ID: "gh" })).toThrow(/PACKSTUDIO_GITHUB_CLIENT_SECRET is not/);
  });

  it("accepts an http issuer on loopback only", () => {
    for (const issuer of ["http://127.0.0.1:4115", "http://localhost:9000/oidc", "http://[::1]:80"])
      expect(authSettings({ ...oidc, PACKSTUDIO_OIDC_ISSUER: issuer })?.oidc?.issuer).toBe(issuer);
    expect(isLoopback("127.8.9.10")).toBe(true);
    expect(isLoopback("127.example.com")).toBe(false);
    expect(isLoopback("10.0.0.1")).toBe(false);
  });
});
