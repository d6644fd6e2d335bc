// init --from-openapi on the public example documents (test-fixtures/openapi: the OpenAPI Initiative's examples,
// ReadMe's oas-examples for 3.0 and 3.1, real service descriptions among them): each pack passes lint, every
// command renders with its first examples, and every read command dry-runs to a 2xx documented answer.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exampleArgs, renderRequestLoaded } from "@packstudio/core";
import { DocumentedRunner, loadFacePack } from "@packstudio/faces";
import { afterAll, describe, expect, it } from "vitest";
import { readPackDir } from "./read-pack-dir.js";
import { repoRoot, runCli } from "./testing/run-cli.js";

const fixtures = "packages/cli/test-fixtures/openapi";
const documents = ["oai", "readme-3.0", "readme-3.1"].flatMap((dir) =>
  readdirSync(join(repoRoot, fixtures, dir))
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => `${dir}/${f}`),
);

/** Documents with no operation a pack can expose, and the reason init gives (DECISIONS 14's refusals). */
const refused: Record<string, RegExp> = {
  "readme-3.0/file-uploads.yaml": /"image\/png": an openapi pack sends only a JSON/,
  "readme-3.0/parameters-cookies.yaml": /is a cookie parameter/,
  "readme-3.0/parameters-extreme.yaml": /is a cookie parameter/,
  "readme-3.0/petstore-simple-no-tags.yaml": /no success \(2xx\) response/,
  "readme-3.0/petstore-simple.yaml": /no success \(2xx\) response/,
  "readme-3.0/response-http-behavior.yaml": /no success \(2xx\) response/,
  "readme-3.0/schema-deprecated.yaml": /"status" is both a query parameter and a property of the JSON body/,
  "readme-3.0/schema-encoding-style.yaml": /"multipart\/form-data"/,
  "readme-3.0/security-multiple.yaml": /no success \(2xx\) response/,
  "readme-3.1/parameters-style.yaml": /is a cookie parameter/,
  "readme-3.1/petstore-simple.yaml": /no success \(2xx\) response/,
  "readme-3.1/readme-extensions.yaml": /no success \(2xx\) response/,
  "readme-3.1/schema-encoding-style.yaml": /"multipart\/form-data"/,
  "readme-3.1/schema-types.yaml": /no success \(2xx\) response/,
  "readme-3.1/webhooks.yaml": /no operation a pack can expose\.$/m,
};

/** Required arguments whose schema takes no example the document gives or the sampler makes (init lists them):
 * a draft-4 boolean exclusiveMinimum in a 3.1 (2020-12) schema, which no number meets; a pattern with groups. */
const withoutExample: Record<string, string[]> = {
  "readme-3.1/schema-validation-local.yaml": [
    "anything-numbers.get: id-exclusive-required-schema-v4",
    "anything-numbers.get: id-exclusive-required-schema-v5",
    "anything-numbers.get: id-exclusive-required-schema-v6",
    "anything-numbers.get: id-exclusive-required-schema-v7",
    "anything-numbers.get: id-exclusive-required-schema-v2019",
    "anything-strings.get: complex-pattern-required",
  ],
  "readme-3.1/schema-validation-top-level.yaml": ["anything-numbers.get: id-exclusive-required-schema-v4"],
};

const out = mkdtempSync(join(tmpdir(), "packstudio-init-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface InitJson {
  ok: boolean;
  commands: { key: string; operation: string; effect: "read" | "write" }[];
  skipped: { operation: string; reason: string }[];
  withoutExample: string[];
  passes: boolean;
  findings: { severity: string; code: string; message: string }[];
}

describe("init --from-openapi on the public example documents", () => {
  it("has them all: 7 of the OAI, 40 of ReadMe 3.0, 12 of ReadMe 3.1", () => {
    expect(documents.length).toBe(59);
  });

  it.each(documents)("%s", async (document) => {
    const dir = join(out, document.replace(/[/.]/g, "-"));
    const init = await runCli(["init", "--from-openapi", join(fixtures, document), dir, "--format", "json"]);
    expect(init.stderr).toBe("");
    const reason = refused[document];
    if (reason) {
      expect(init.code).toBe(1);
      expect(JSON.parse(init.stdout).error).toMatch(reason);
      return;
    }
    const made = JSON.parse(init.stdout) as InitJson;
    expect(made.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect([init.code, made.passes, made.withoutExample]).toEqual([0, true, withoutExample[document] ?? []]);
    expect(made.commands.length).toBeGreaterThan(0);
    expect(made.commands.length).toBeLessThanOrEqual(12);

    // The new pack as `check` sees it: no error.
    const check = await runCli(["check", dir, "--format", "json"]);
    expect([check.code, JSON.parse(check.stdout).passes]).toEqual([0, true]);

    // Every command renders its request with its first examples; every read dry-runs to a documented 2xx.
    const pack = loadFacePack((await readPackDir(dir)).files);
    if ("ok" in pack) throw new Error(pack.error.message);
    const harness = readFileSync(join(dir, "HARNESS.md"), "utf8");
    const runner = new DocumentedRunner({ ...pack, openapi: pack.openapi });
    const lacking = new Set((withoutExample[document] ?? []).map((l) => l.split(":")[0]));
    for (const { key, effect } of made.commands) {
      const verb = pack.loaded.surface.verbs.find((v) => v.key === key);
      if (!verb) throw new Error(`no command ${key}`);
      expect(harness).toContain(`\`${pack.loaded.surface.cliBin} ${key.split(".").join(" ")}`);
      if (lacking.has(key)) continue;
      const args = exampleArgs(pack.loaded.surface, verb, { standIns: false });
      const rendered = renderRequestLoaded(pack.loaded, key, args);
      expect(rendered.ok ? "rendered" : rendered.error, `${key} ${JSON.stringify(args)}`).toBe("rendered");
      if (effect !== "read") continue;
      const result = await runner.run({ verb: key, args, approved: false, session: "test" });
      if (!result.ok) throw new Error(`${key}: ${result.error.code} ${result.error.message}`);
      expect("documented" in result.run && result.run.documented).toBe(true);
      const status = "status" in result.run ? result.run.status : 0;
      expect(status >= 200 && status < 300, `${key} answered ${status}`).toBe(true);
      expect(result.run.outcome.status).toBe("succeeded");
    }
  });
});
