// packstudio login / logout against a real HTTP server speaking the studio's device routes (tRPC's HTTP shape):
// the code shown, polling until decided, the token stored 0600 by origin and used by publish; refusals exit 1.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { credentialsPath } from "./credentials.js";
import { runCli } from "./testing/run-cli.js";

const issued = `pst_${"T".repeat(43)}`;
/** How the server decides the login after two pending polls; "off" refuses as a studio without sign-in. */
let decision: "approved" | "denied" | "expired" | "off" = "approved";
let polls = 0;
let published: { token?: string }[] = [];
let server: Server;
let base = "";

function route(url: string, body: Record<string, unknown>): { status: number; body: unknown } {
  const ok = (data: unknown) => ({ status: 200, body: { result: { data } } });
  if (url === "/api/trpc/device.start") {
    if (decision === "off")
      return {
        status: 403,
        body: {
          error: {
            message: "packstudio login needs sign-in, which this studio has not configured",
            data: { code: "FORBIDDEN" },
          },
        },
      };
    polls = 0;
    return ok({
      deviceCode: "dev-code",
      userCode: "BCDF-GHJK",
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      interval: 0.05,
    });
  }
  if (url === "/api/trpc/device.poll") {
    if (body.deviceCode !== "dev-code") return ok({ state: "unknown" });
    if (++polls <= 2) return ok({ state: "pending" });
    if (decision === "approved") return ok({ state: "approved", token: issued, expiresAt: "2031-03-01T00:00:00.000Z" });
    return ok({ state: decision });
  }
  if (url === "/api/trpc/catalog.publish") {
    published.push({ token: body.token as string | undefined });
    if (body.token !== issued)
      return { status: 401, body: { error: { message: "wrong token", data: { code: "UNAUTHORIZED" } } } };
    return ok({ id: "ledger", version: 1, created: true, warnings: 0, path: "/packs/ledger" });
  }
  return { status: 404, body: "nope" };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const out = route(req.url ?? "", JSON.parse(raw || "{}"));
      res.writeHead(out.status, { "content-type": "application/json" }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

let config = "";
const env = () => ({ XDG_CONFIG_HOME: config });
beforeEach(() => {
  config = mkdtempSync(join(tmpdir(), "packstudio-login-"));
  decision = "approved";
  published = [];
});

describe("packstudio login", () => {
  it("prints the address and code, waits for approval, stores the token 0600 by origin; publish uses it", async () => {
    const r = await runCli(["login", "--server", `${base}/`], { env: env() });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`open ${base}/device in a browser`);
    expect(r.stdout).toContain("enter the code BCDF-GHJK");
    expect(r.stdout).toContain(
      `Signed in to ${base}: token stored in ${join(config, "packstudio", "credentials.json")}`,
    );
    expect(polls).toBe(3);
    const path = credentialsPath(env());
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(config, "packstudio")).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({
      [base]: { token: issued, expiresAt: "2031-03-01T00:00:00.000Z" },
    });

    const p = await runCli(["publish", "spec/examples/ledger", "--server", `${base}/`], { env: env() });
    expect(p.stdout).toContain("Published ledger version 1");
    expect(published).toEqual([{ token: issued }]);
    // A token given wins over the stored one.
    await runCli(["publish", "spec/examples/ledger", "--server", base, "--token", "other"], { env: env() });
    expect(published.at(-1)).toEqual({ token: "other" });
  });

  it.each([
    ["denied", "the login was denied in the browser"],
    ["expired", "the code expired before it was approved"],
    ["off", "the studio refused: packstudio login needs sign-in"],
  ] as const)("%s: exit 1, saying so, nothing stored", async (how, message) => {
    decision = how;
    const r = await runCli(["login", "--server", base], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    expect(() => statSync(credentialsPath(env()))).toThrow();
  });

  it("logout forgets the studio's token, keeping others'", async () => {
    await runCli(["login", "--server", base], { env: env() });
    const path = credentialsPath(env());
    const all = JSON.parse(readFileSync(path, "utf8"));
    writeFileSync(path, JSON.stringify({ ...all, "https://other.example": { token: "x", expiresAt: "" } }));
    const r = await runCli(["logout", "--server", base], { env: env() });
    expect([r.code, r.stdout]).toEqual([
      0,
      `Forgot the token for ${base}. It works until it expires unless you revoke it on ${base}/account.\n`,
    ]);
    expect(Object.keys(JSON.parse(readFileSync(path, "utf8")))).toEqual(["https://other.example"]);
    const again = await runCli(["logout", "--server", base], { env: env() });
    expect(again.stdout).toContain("nothing to forget");
  });

  it.each([
    [["login"], "login needs --server URL"],
    [["login", "--server", "nope"], "--server must be the studio's address"],
    [["login", "--server", "http://127.0.0.1:9"], "Cannot reach the studio"],
  ])("%j: one clear line, exit 2", async (argv, message) => {
    const r = await runCli(argv, { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it("a credentials file that is not JSON is a clear error; a relative XDG_CONFIG_HOME is ignored", async () => {
    await runCli(["login", "--server", base], { env: env() });
    writeFileSync(credentialsPath(env()), "{nope");
    const r = await runCli(["publish", "spec/examples/ledger", "--server", base], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("is not a JSON object of stored tokens: remove it and run packstudio login again");
    expect(credentialsPath({ XDG_CONFIG_HOME: "rel", HOME: "/home/ada" })).toBe(
      "/home/ada/.config/packstudio/credentials.json",
    );
  });
});
