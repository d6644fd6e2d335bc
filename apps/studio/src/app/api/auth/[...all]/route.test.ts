// /api/auth/* called as Next calls it, with GitHub sign-in configured (issue 26): only the routes the studio uses
// answer (no profile edits, no account linking), and starting a sign-in counts against the studio's own `signIn`
// limit by the studio's client address, whatever X-Forwarded-For a client sends.
import { openStore, type Store } from "@packstudio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStudioStore } from "~/server/store-instance";
import { GET, POST } from "./route";

const base = "https://studio.example.com";
const env = {
  PACKSTUDIO_GITHUB_CLIENT_ID: "gh-client",
  PACKSTUDIO_GITHUB_CLIENT_SECRET: "gh-secret",
  PACKSTUDIO_BASE_URL: base,
  PACKSTUDIO_AUTH_SECRET: "s".repeat(32),
};
let store: Store;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  store = await openStore({});
  setStudioStore(store);
  for (const [name, value] of Object.entries(env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
}, 300_000);
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await store.close();
});

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  POST(
    new Request(`${base}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...headers },
      body: JSON.stringify(body),
    }),
  );

describe("/api/auth/*", () => {
  it.each([
    ["POST", "update-user", { name: "Ada Lovelace" }],
    ["POST", "link-social", { provider: "github" }],
    ["POST", "unlink-account", { providerId: "github" }],
    ["POST", "change-email", { newEmail: "ada@example.test" }],
    ["POST", "sign-up/email", { email: "a@example.test", password: "p".repeat(12), name: "A" }],
    ["GET", "list-accounts", undefined],
    ["GET", "get-access-token", undefined],
    ["POST", "update-user/", { name: "x" }],
    ["POST", "sign-in/social/", { provider: "github", callbackURL: "/" }],
  ])("answers %s /api/auth/%s with 404: the studio does not offer it", async (method, path, body) => {
    const request = new Request(`${base}/api/auth/${path}`, {
      method,
      headers: { "content-type": "application/json", origin: base },
      body: body && JSON.stringify(body),
    });
    const answer = await (method === "GET" ? GET(request) : POST(request));
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(
      "sign-in, the providers' callbacks, the session and sign-out",
    );
  });

  it("keeps the routes sign-in needs: the session, sign-out, and starting a sign-in", async () => {
    const session = await GET(new Request(`${base}/api/auth/get-session`));
    expect([session.status, await session.json()]).toEqual([200, null]);
    const started = await post("sign-in/social", { provider: "github", callbackURL: "/" });
    expect(started.status).toBe(200);
    expect(((await started.json()) as { url: string }).url).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize/);
    expect((await post("sign-out", {})).status).not.toBe(404);
  });

  it("refuses a third sign-in start under signIn=2/1h with 429 and Retry-After, whatever X-Forwarded-For says", async () => {
    process.env.PACKSTUDIO_RATE_LIMITS = "signIn=2/1h";
    try {
      // Each start names another address; without a trusted proxy the studio reads none of them (and with no
      // peer stamp in a test, every request is the one unknown address).
      const start = (n: number) =>
        post("sign-in/social", { provider: "github", callbackURL: "/" }, { "x-forwarded-for": `203.0.113.${n}` });
      const answers = [await start(1), await start(2), await start(3)];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      const refused = answers[2] as Response;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const message = ((await refused.json()) as { error: { message: string } }).error.message;
      expect(message).toContain("Too many requests: signing in");
      expect(message).toContain("allow 2 an hour from one address, and this address (unknown)");
      // Reads are not counted: the session route still answers.
      expect((await GET(new Request(`${base}/api/auth/get-session`))).status).toBe(200);
    } finally {
      process.env.PACKSTUDIO_RATE_LIMITS = "off";
    }
  });
});
