// packstudio run and init of openapi packs (DECISIONS 14): documented answers with the approval rule of wrap
// packs, --live only for a public binding (sent to a server on loopback), and init's refusals.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot, runCli } from "./testing/run-cli.js";

const kanban = "spec/examples/kanban-api";
const petstore = "packages/cli/test-fixtures/openapi/oai/petstore.yaml";
const petstoreText = readFileSync(join(repoRoot, petstore), "utf8");
const out = mkdtempSync(join(tmpdir(), "packstudio-openapi-run-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const json = async (argv: string[]) => {
  const r = await runCli(argv);
  return { code: r.code, stderr: r.stderr, body: JSON.parse(r.stdout) };
};

describe("run of an openapi pack: the documented answer", () => {
  it("answers a read from the document, marked documented, with its status and title", async () => {
    const r = await json(["run", kanban, "boards.list", "--format", "json"]);
    expect(r.code).toBe(0);
    expect(r.body).toMatchObject({
      ok: true,
      plan: {
        verb: "boards.list",
        line: "GET https://api.kanban.example/v1/boards",
        curl: expect.stringContaining("curl"),
      },
      run: { documented: true, status: 200, json: { boards: [{ id: "b-17" }] }, outcome: { status: "succeeded" } },
    });
    expect(typeof r.body.run.title).toBe("string");
  });

  it("refuses a write without --approve as approval_required, and answers it with --approve", async () => {
    const args = JSON.stringify({ boardId: "b-17", title: "Rotate the staging keys" });
    const refused = await json(["run", kanban, "card.create", "--args", args, "--format", "json"]);
    expect(refused.code).toBe(1);
    expect(refused.body).toMatchObject({ ok: false, error: { code: "approval_required", card: { kind: "record" } } });
    const approved = await json(["run", kanban, "card.create", "--args", args, "--approve", "--format", "json"]);
    expect(approved.code).toBe(0);
    expect(approved.body).toMatchObject({
      ok: true,
      run: { documented: true, status: 201, json: { id: expect.any(String) } },
    });
  });

  it("says in text that the answer is documented and not sent", async () => {
    const r = await runCli(["run", kanban, "card.delete", "--args", '{"boardId":"b-17","cardId":"c-9"}', "--approve"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/request +DELETE https:\/\/api\.kanban\.example\/v1\/boards\/b-17\/cards\/c-9/);
    expect(r.stdout).toMatch(/answer +documented answer, not sent: HTTP 204, no body/);
  });

  it("refuses arguments the operation refuses", async () => {
    const r = await json([
      "run",
      kanban,
      "card.get",
      "--args",
      '{"boardId":"nope","cardId":"c-1"}',
      "--format",
      "json",
    ]);
    expect([r.code, r.body.error.code]).toEqual([1, "invalid_argument"]);
  });

  it("refuses --live for a pack whose binding is not public, and for a wrap pack", async () => {
    const r = await json(["run", kanban, "boards.list", "--live", "--format", "json"]);
    expect(r.code).toBe(1);
    expect(r.body.error).toMatchObject({
      code: "live_refused",
      message: expect.stringContaining('binding mode "user"'),
    });
    const wrap = await runCli(["run", "spec/examples/ledger", "status", "--live"]);
    expect(wrap.code).toBe(2);
    expect(wrap.stderr).toContain("--live sends an openapi pack's request");
  });
});

describe("run --live of a public pack made by init", () => {
  let server: Server;
  const seen: string[] = [];
  let dir = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { "content-type": "application/json" }).end('[{"id":7,"name":"Rex"}]');
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const port = (server.address() as AddressInfo).port;
    const document = join(out, "local.yaml");
    writeFileSync(document, petstoreText.replace("http://petstore.swagger.io/v1", `http://127.0.0.1:${port}/v1`));
    dir = join(out, "local-pack");
    const init = await runCli(["init", "--from-openapi", document, dir]);
    expect(init.code).toBe(0);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("sends the request, and answers with the status and body the API gave, marked live", async () => {
    const r = await json(["run", dir, "pets.list", "--args", '{"limit":3}', "--live", "--format", "json"]);
    expect(r.code).toBe(0);
    expect(r.body).toMatchObject({ ok: true, run: { live: true, status: 200, json: [{ id: 7, name: "Rex" }] } });
    expect(seen).toEqual(["GET /v1/pets?limit=3"]);
  });
});

describe("init --from-openapi: its output and its refusals", () => {
  it("has its help", async () => {
    const r = await runCli(["init", "--help"]);
    expect(r.code).toBe(0);
    await expect(r.stdout).toMatchFileSnapshot("golden/help-init.txt");
  });

  it("writes the pack, lists the commands and the lint result", async () => {
    const dir = join(out, "petstore");
    const r = await runCli(["init", "--from-openapi", petstore, dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Wrote surface.json, policy.json, HARNESS.md, openapi.yaml to ${dir}: 3 commands.`);
    expect(r.stdout).toMatch(/pets\.create +write createPets/);
    expect(readFileSync(join(dir, "openapi.yaml"), "utf8")).toBe(petstoreText);
    const harness = readFileSync(join(dir, "HARNESS.md"), "utf8");
    expect(harness).toContain("- `swagger-petstore pet show-by-id string`: Info for a specific pet.");
  });

  it("takes the named operations only", async () => {
    const dir = join(out, "named");
    const r = await json([
      "init",
      "--from-openapi",
      petstore,
      dir,
      "--operations",
      "showPetById, GET /pets",
      "--format",
      "json",
    ]);
    expect(r.body.commands.map((c: { key: string }) => c.key)).toEqual(["pet.show-by-id", "pets.list"]);
  });

  it.each([
    [["--from-openapi", petstore, "NONEMPTY"], 2, "is not empty"],
    [["--from-openapi", "no/such.yaml", "x"], 2, 'Cannot read the document "'],
    [["--from-openapi", "packages/cli/test-fixtures/openapi/oai", "OUT"], 2, "is not a file"],
    [["x"], 2, "init needs --from-openapi <file>"],
    [["--from-openapi", petstore, "OUT", "--operations", "nope"], 1, '"nope" names no operation'],
    [["--from-openapi", "SWAGGER", "OUT"], 1, 'Swagger "2.0" document'],
    [
      ["--from-openapi", "packages/cli/test-fixtures/openapi/readme-3.0/parameters-cookies.yaml", "OUT"],
      1,
      "cookie parameter",
    ],
  ])("%j", async (argv, code, message) => {
    const nonEmpty = join(out, "non-empty");
    mkdirSync(nonEmpty, { recursive: true });
    writeFileSync(join(nonEmpty, "keep.txt"), "mine");
    const swagger = join(out, "swagger.yaml");
    writeFileSync(swagger, "swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths: {}\n");
    const args = argv.map((a) =>
      a === "NONEMPTY" ? nonEmpty : a === "SWAGGER" ? swagger : a === "OUT" ? join(out, `o-${Math.random()}`) : a,
    );
    const r = await runCli(["init", ...args]);
    expect(r.code).toBe(code);
    expect(`${r.stdout}${r.stderr}`).toContain(message);
    expect(readFileSync(join(nonEmpty, "keep.txt"), "utf8")).toBe("mine");
  });
});
