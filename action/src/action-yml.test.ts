// action.yml at the repository root: valid YAML for a composite action, and in step with the script it runs
// (every input declared, mapped and used; every output written). A stand-in for actionlint, which is not installed.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envName, inputNames } from "./inputs.mjs";
import { outputNames } from "./run-action.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const text = readFileSync(`${root}/action.yml`, "utf8");

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface ActionYml {
  name: string;
  description: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Step[] };
}

const action = parse(text, { strict: true, uniqueKeys: true }) as ActionYml;
const steps = action.runs.steps;
const check = steps.find((s) => s.id === "check");

describe("action.yml", () => {
  it("is a composite action with a name, a description and steps", () => {
    expect(typeof action.name).toBe("string");
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.runs.using).toBe("composite");
    expect(steps.length).toBeGreaterThan(0);
  });

  it("declares, with a description, every input its steps use, and uses every input it declares", () => {
    const used = new Set([...JSON.stringify(action.runs).matchAll(/\binputs\.([\w-]+)/g)].map((m) => m[1]));
    const declared = Object.keys(action.inputs);
    expect([...used].sort()).toEqual([...declared].sort());
    for (const input of Object.values(action.inputs)) expect(input.description.length).toBeGreaterThan(10);
  });

  it("maps each input the script reads to its INPUT_ variable", () => {
    expect(check?.env).toEqual(Object.fromEntries(inputNames.map((name) => [envName(name), `\${{ inputs.${name} }}`])));
    expect(check?.run).toBe('node "$GITHUB_ACTION_PATH/action/run.mjs"');
    expect(existsSync(`${root}/action/run.mjs`)).toBe(true);
  });

  it("gives every output the script writes, from the check step", () => {
    expect(Object.keys(action.outputs)).toEqual(outputNames);
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.value).toBe(`\${{ steps.check.outputs.${name} }}`);
      expect(output.description.length).toBeGreaterThan(10);
    }
  });

  it("gives every run step a shell and pins every action to a major version", () => {
    for (const step of steps) {
      if (step.run !== undefined) expect(step.shell, step.name).toBe("bash");
      if (step.uses !== undefined) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
      expect(step.run === undefined).not.toBe(step.uses === undefined); // exactly one of run and uses
    }
  });

  it("builds the CLI workspace whose bundle the script runs, and installs the script's own dependencies", () => {
    const cli = JSON.parse(readFileSync(`${root}/packages/cli/package.json`, "utf8"));
    const script = JSON.parse(readFileSync(`${root}/action/package.json`, "utf8"));
    const build = steps.find((s) => s.run?.includes("npm ci"));
    expect(build?.run).toContain(`--workspace ${cli.name}`);
    expect(build?.run).toContain(`--workspace ${script.name}`);
    expect(Object.keys(script.dependencies)).toEqual(["@actions/core", "@actions/github", "@actions/glob"]);
    expect(build?.run).toContain(`npm run build --workspace ${cli.name}`);
  });

  it("has no expression the runner would not know (only inputs, github and steps contexts)", () => {
    const contexts = [...text.matchAll(/\$\{\{\s*([\w-]+)\./g)].map((m) => m[1]);
    expect(new Set(contexts)).toEqual(new Set(["inputs", "github", "steps"]));
  });

  it.each([
    ["this repository's workflow", readFileSync(`${root}/.github/workflows/packs.yml`, "utf8"), "./"],
    [
      "the README's example",
      readFileSync(`${root}/README.md`, "utf8").match(/```yaml\n(# \.github\/workflows\/packs\.yml[^`]*)```/)?.[1] ??
        "",
      "<owner>/<this-repository>@main",
    ],
  ])("%s uses the action with declared inputs and outputs only", (_name, workflow, uses) => {
    const parsed = parse(workflow, { strict: true }) as { jobs: Record<string, { steps: Step[] }> };
    const jobSteps = Object.values(parsed.jobs).flatMap((job) => job.steps);
    const step = jobSteps.find((s) => s.uses === uses);
    expect(step?.id).toBe("packstudio");
    for (const key of Object.keys(step?.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
    const outputs = [...workflow.matchAll(/steps\.packstudio\.outputs\.([\w-]+)/g)].map((m) => m[1]);
    expect(outputs.length).toBeGreaterThan(0);
    for (const name of outputs) expect(outputNames).toContain(name);
  });
});
