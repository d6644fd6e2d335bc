// What sign-in keeps of a provider's answer (issue 26): a key per subject in better-auth's unique email, and
// the address with its verified flag only as the provider states it (OIDC email_verified; GitHub's verified primary).
import { describe, expect, it } from "vitest";
import { githubUser, oidcUser, subjectKey } from "./provider-identity";

describe("subjectKey", () => {
  it("is one key per provider and subject, never an address a person has, and keeps case in subjects apart", () => {
    const keys = [
      subjectKey("oidc", "ada"),
      subjectKey("oidc", "Ada"),
      subjectKey("github", "ada"),
      subjectKey("oidc", "ada:x"),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(subjectKey("oidc", "ada")).toBe(subjectKey("oidc", "ada"));
    for (const key of keys) {
      expect(key).toMatch(/^(oidc|github)\.[0-9a-f]{40}@subject\.invalid$/);
      // better-auth lowercases the email it looks a user up by: the key must not change under that.
      expect(key.toLowerCase()).toBe(key);
    }
  });
});

describe("oidcUser", () => {
  const sub = "248289761001";
  it.each([
    ["email_verified: true", { email: "Ada@Example.test", email_verified: true }, "ada@example.test", true],
    ['email_verified: "true"', { email: "ada@example.test", email_verified: "true" }, "ada@example.test", true],
    ["email_verified: false", { email: "grace@example.test", email_verified: false }, "grace@example.test", false],
    ['email_verified: "false"', { email: "grace@example.test", email_verified: "false" }, "grace@example.test", false],
    ["no email_verified", { email: "grace@example.test" }, "grace@example.test", false],
    ["email_verified: 1", { email: "grace@example.test", email_verified: 1 }, "grace@example.test", false],
    ["no email", { email_verified: true }, null, false],
    ["an email that is not an address", { email: "not an address", email_verified: true }, null, false],
  ])("%s", (_name, claims, providerEmail, verified) => {
    expect(oidcUser("oidc", { sub, ...claims })).toEqual({
      email: subjectKey("oidc", sub),
      emailVerified: false,
      providerEmail,
      providerEmailVerified: verified,
    });
  });
});

describe("githubUser", () => {
  it.each([
    [
      "the verified primary",
      [
        { email: "ada@users.noreply.github.com", primary: false, verified: true },
        { email: "Ada@Example.test", primary: true, verified: true },
      ],
      "ada@example.test",
      true,
    ],
    [
      "an unverified primary (another address verified does not count)",
      [
        { email: "grace@example.test", primary: true, verified: false },
        { email: "other@example.test", primary: false, verified: true },
      ],
      "grace@example.test",
      false,
    ],
    ["no primary", [{ email: "x@example.test", primary: false, verified: true }], null, false],
    ["no list (the scope was refused)", null, null, false],
  ])("%s", (_name, emails, providerEmail, verified) => {
    expect(githubUser(583231, emails)).toEqual({
      email: subjectKey("github", "583231"),
      emailVerified: false,
      providerEmail,
      providerEmailVerified: verified,
    });
  });
});
