// PACKSTUDIO_RATE_LIMITS: defaults, overrides, "off", and clear errors for what cannot be read.
import { describe, expect, it } from "vitest";
import { describeRule, parseRateLimits, rateLimitClasses, rateLimitSettings } from "./settings";

describe("parseRateLimits", () => {
  it("gives each class its default when unset or empty", () => {
    for (const text of [undefined, "", "  "]) {
      const s = parseRateLimits(text);
      for (const [name, c] of Object.entries(rateLimitClasses))
        expect(s[name as keyof typeof s]).toEqual({ limit: c.limit, windowSeconds: c.windowSeconds });
    }
  });

  it('turns every class off with "off"', () => {
    expect(Object.values(parseRateLimits("off")).every((rule) => rule === null)).toBe(true);
    expect(Object.keys(parseRateLimits("off"))).toEqual(Object.keys(rateLimitClasses));
  });

  it.each([
    ["share=5/10s", "share", { limit: 5, windowSeconds: 10 }],
    ["dryRun=100/1h", "dryRun", { limit: 100, windowSeconds: 3600 }],
    [" review = 3/2m ", "review", { limit: 3, windowSeconds: 120 }],
    ["publish=4/m", "publish", { limit: 4, windowSeconds: 60 }],
    ["publish=off", "publish", null],
  ])("reads %j", (text, name, rule) => {
    const s = parseRateLimits(text);
    expect(s[name as keyof typeof s]).toEqual(rule);
    // The other classes keep their defaults.
    expect(s.share ?? s.review).not.toBeNull();
  });

  it.each([
    ["shares=5/1m", "names no class"],
    ["share", "is not a rule"],
    ["share=5/1m=2", "names no class"],
    ["__proto__=1/1s", "names no class"],
    ["share=0/1m", "is not a rule"],
    ["share=5/1d", "is not a rule"],
    ["share=5/0s", "is not a rule"],
    ["share=five/1m", "is not a rule"],
    ["share=5/200h", "is not a rule"],
    ["share=-1/1m", "is not a rule"],
  ])("refuses %j, saying how to write it", (text, why) => {
    expect(() => parseRateLimits(text)).toThrow(why);
    expect(() => parseRateLimits(text)).toThrow("PACKSTUDIO_RATE_LIMITS is");
  });

  it("reads the environment again when it changes", () => {
    expect(rateLimitSettings({ PACKSTUDIO_RATE_LIMITS: "share=1/1s" }).share).toEqual({ limit: 1, windowSeconds: 1 });
    expect(rateLimitSettings({ PACKSTUDIO_RATE_LIMITS: "off" }).share).toBeNull();
    expect(rateLimitSettings({}).share).toEqual({ limit: 30, windowSeconds: 60 });
  });
});

describe("describeRule", () => {
  it.each([
    [{ limit: 30, windowSeconds: 60 }, "30 a minute"],
    [{ limit: 5, windowSeconds: 3600 }, "5 an hour"],
    [{ limit: 10, windowSeconds: 30 }, "10 every 30 seconds"],
    [{ limit: 3, windowSeconds: 600 }, "3 every 10 minutes"],
    [{ limit: 3, windowSeconds: 7200 }, "3 every 2 hours"],
  ])("%j is %j", (rule, text) => {
    expect(describeRule(rule)).toBe(text);
  });
});
