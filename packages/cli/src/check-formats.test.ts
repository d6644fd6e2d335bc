// packstudio check --format sarif and --format github: goldens, the SARIF 2.1.0 schema, paths, regions, escaping.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Finding, fromPointer, lintCodeInfo } from "@packstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeData, escapeProperty, githubAnnotations } from "./format/github-annotations.js";
import type { SarifLog } from "./format/sarif.js";
import { repoRoot, runCli } from "./testing/run-cli.js";
import { validSarif } from "./testing/sarif-schema.js";

const examples: [name: string, dir: string, exit: number][] = [
  ["ledger", "spec/examples/ledger", 0],
  ["notes", "spec/examples/notes-project", 0],
  ["broken", "spec/examples/broken", 1],
];

async function findingsOf(dir: string): Promise<Finding[]> {
  return JSON.parse((await runCli(["check", dir, "--format", "json"])).stdout).findings;
}

describe("--format sarif", () => {
  it.each(examples)("%s: golden, exit status and the SARIF 2.1.0 schema", async (name, dir, exit) => {
    const r = await runCli(["check", dir, "--format", "sarif"]);
    expect([r.code, r.stderr]).toEqual([exit, ""]);
    await expect(r.stdout).toMatchFileSnapshot(`golden/check-${name}.sarif.json`);
    const log = JSON.parse(r.stdout);
    const valid = validSarif(log);
    expect(validSarif.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each([
    ["no version", (log: SarifLog) => Reflect.deleteProperty(log, "version")],
    ["level info", (log: SarifLog) => Object.assign(log.runs[0]!.results[0]!, { level: "info" })],
    [
      "line 0",
      (log: SarifLog) =>
        Object.assign(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.region, { startLine: 0 }),
    ],
    ["no driver name", (log: SarifLog) => Reflect.deleteProperty(log.runs[0]!.tool.driver, "name")],
  ])("the schema check fails a log with %s", async (_what, spoil) => {
    const log: SarifLog = JSON.parse((await runCli(["check", "spec/examples/broken", "--format", "sarif"])).stdout);
    expect(validSarif(log)).toBe(true);
    spoil(log);
    expect(validSarif(log)).toBe(false);
  });

  it.each(examples)("%s: one result per finding, at its file and range, with its rule", async (_name, dir) => {
    const findings = await findingsOf(dir);
    const log: SarifLog = JSON.parse((await runCli(["check", dir, "--format", "sarif"])).stdout);
    const [run] = log.runs;
    expect(log.runs).toHaveLength(1);
    expect(run?.tool.driver).toMatchObject({ name: "packstudio", informationUri: "http://localhost:3000/rules" });
    expect(run?.results.map((r) => [r.ruleId, r.level, r.message.text])).toEqual(
      findings.map((f) => [f.code, { error: "error", warning: "warning", info: "note" }[f.severity], f.message]),
    );
    run?.results.forEach((r, i) => {
      const f = findings[i] as Finding;
      expect(r.locations[0]?.physicalLocation).toEqual({
        artifactLocation: { uri: `${dir}/${f.file}`, uriBaseId: "%SRCROOT%" },
        region: {
          startLine: f.range.start.line,
          startColumn: f.range.start.column,
          endLine: f.range.end.line,
          endColumn: f.range.end.column,
        },
      });
      expect(r.properties.pointer).toBe(f.pointer);
    });
    const codes = [...new Set(findings.map((f) => f.code))].sort();
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual(codes);
    for (const rule of run?.tool.driver.rules ?? []) {
      expect(rule.helpUri).toBe(`http://localhost:3000/rules#${rule.id}`);
      const severity = lintCodeInfo(rule.id)?.severity;
      expect(rule.defaultConfiguration.level).toBe(severity === "info" ? "note" : severity);
      expect(rule.shortDescription.text).not.toContain("`");
    }
  });

  it("regions cover the text each finding's JSON pointer names (broken)", async () => {
    const dir = "spec/examples/broken";
    const log: SarifLog = JSON.parse((await runCli(["check", dir, "--format", "sarif"])).stdout);
    let checked = 0;
    for (const result of log.runs[0]?.results ?? []) {
      const { artifactLocation, region } = result.locations[0]!.physicalLocation;
      const path = result.properties.pointer;
      if (!artifactLocation.uri.endsWith(".json") || path === "" || region.startLine !== region.endLine) continue;
      const text = readFileSync(join(repoRoot, artifactLocation.uri), "utf8");
      const line = text.split("\n")[region.startLine - 1] ?? "";
      const covered = line.slice(region.startColumn - 1, region.endColumn - 1);
      const segments = fromPointer(path);
      // The value at the pointer, or the property's key (rules anchor on the key for a bad name).
      const value = segments.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], JSON.parse(text));
      const key = JSON.stringify(segments.at(-1));
      const expected = [key, ...(value !== undefined && typeof value !== "object" ? [JSON.stringify(value)] : [])];
      expect(expected, `${result.ruleId} ${path}`).toContain(covered);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("gives paths relative to the working folder, percent-encoded, and links rules to --server", async () => {
    const r = await runCli(["check", "broken", "--format=sarif", "--server", "https://studio.example/"], {
      cwd: join(repoRoot, "spec/examples"),
    });
    const log: SarifLog = JSON.parse(r.stdout);
    expect(log.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe("broken/surface.json");
    expect(log.runs[0]?.tool.driver.rules[0]?.helpUri).toBe("https://studio.example/rules#M001");
    expect(log.runs[0]?.tool.driver.informationUri).toBe("https://studio.example/rules");
  });
});

describe("--format sarif and github on unusual folders", () => {
  let temp = "";
  beforeAll(() => {
    temp = mkdtempSync(join(tmpdir(), "packstudio-formats-"));
    mkdirSync(join(temp, "my packs"));
    cpSync(join(repoRoot, "spec/examples/ledger"), join(temp, "my packs/ledger, 50%"), { recursive: true });
    symlinkSync("surface.json", join(temp, "my packs/ledger, 50%/link.json"));
  });
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it("a folder name with a space, a comma and a percent sign, holding a symlink", async () => {
    const dir = "my packs/ledger, 50%";
    const sarif = await runCli(["check", dir, "--format", "sarif"], { cwd: temp });
    expect(sarif.code).toBe(1);
    const log: SarifLog = JSON.parse(sarif.stdout);
    expect(validSarif(log)).toBe(true);
    const link = log.runs[0]?.results.find((r) => r.ruleId === "P007");
    expect(link?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: "my%20packs/ledger%2C%2050%25/link.json", uriBaseId: "%SRCROOT%" },
      region: { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 },
    });
    const github = await runCli(["check", dir, "--format", "github"], { cwd: temp });
    expect(github.code).toBe(1);
    expect(github.stdout).toContain("::error file=my packs/ledger%2C 50%25/link.json,line=1,col=1,");
  });
});

describe("--format github", () => {
  it.each(examples)("%s: golden and exit status", async (name, dir, exit) => {
    const r = await runCli(["check", dir, "--format", "github"]);
    expect([r.code, r.stderr]).toEqual([exit, ""]);
    await expect(r.stdout).toMatchFileSnapshot(`golden/check-${name}.github.txt`);
  });

  it("one workflow command per finding, then the summary line", async () => {
    const dir = "spec/examples/broken";
    const findings = await findingsOf(dir);
    const lines = (await runCli(["check", dir, "--format", "github"])).stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(findings.length + 1);
    const command =
      /^::(error|warning|notice) file=([^,]*),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+),title=([A-Z]\d{3})::(.+)$/;
    lines.slice(0, -1).forEach((line, i) => {
      const f = findings[i] as Finding;
      const [, level, file, ...rest] = line.match(command) ?? [];
      expect(level).toBe({ error: "error", warning: "warning", info: "notice" }[f.severity]);
      expect(file).toBe(`${dir}/${f.file}`);
      const { start, end } = f.range;
      expect(rest.slice(0, 5)).toEqual([start.line, start.column, end.line, end.column, f.code].map(String));
      expect(rest[5]).toContain(f.message.replace(/%/g, "%25"));
    });
    expect(lines.at(-1)).toBe('✖ "Broken-Pack" fails lint: 19 errors, 5 warnings, 0 info');
  });

  it.each([
    ["plain", "plain", "plain"],
    ["100% sure", "100%25 sure", "100%25 sure"],
    ["two\nlines\r\n", "two%0Alines%0D%0A", "two%0Alines%0D%0A"],
    ["a:b,c", "a:b,c", "a%3Ab%2Cc"],
    ["%0A is not a newline", "%250A is not a newline", "%250A is not a newline"],
  ])("escapes %j: message %j, property %j", (text, data, property) => {
    expect([escapeData(text), escapeProperty(text)]).toEqual([data, property]);
  });

  it("escapes what a finding carries in its file and message", () => {
    const at = { line: 3, column: 4 };
    const finding: Finding = {
      code: "P008",
      severity: "info",
      file: "odd:name,1.json",
      pointer: "",
      range: { start: at, end: at },
      message: "100%\nsecret",
    };
    expect(githubAnnotations([finding], (file) => `dir/${file}`)).toEqual([
      "::notice file=dir/odd%3Aname%2C1.json,line=3,col=4,endLine=3,endColumn=4,title=P008::100%25%0Asecret",
    ]);
  });
});

describe("format and option errors", () => {
  it.each([
    [["--format", "xml"], '--format must be "text", "json", "sarif" or "github", not "xml"'],
    [["--format", "SARIF"], 'not "SARIF"'],
    [["--format", "text", "--server", "http://localhost:3000"], "--server is for --format sarif"],
    [["--format", "sarif", "--server", "localhost:3000"], "http:// or https://"],
  ])("%j", async (options, message) => {
    const r = await runCli(["check", "spec/examples/ledger", ...options]);
    expect([r.code, r.stdout]).toEqual([2, ""]);
    expect(r.stderr).toContain(message);
  });
});
