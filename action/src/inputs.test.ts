// The action's inputs: defaults, lines of packs, and a clear refusal for each wrong value, read by @actions/core from
// this process's environment as the runner sets it.
import { getInput } from "@actions/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envName, inputNames, readInputs } from "./inputs.mjs";

/** The inputs read from exactly these INPUT_* variables (the others unset). */
function readWith(env: Record<string, string>) {
  for (const name of inputNames) vi.stubEnv(envName(name), undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return readInputs();
}
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("readInputs", () => {
  it("has defaults for everything but packs", () => {
    expect(readWith({ INPUT_PACKS: "**" })).toEqual({
      packs: ["**"],
      server: undefined,
      sarifFile: "packstudio.sarif",
      review: true,
      failOn: "error",
      token: "",
    });
  });

  it("reads one pack pattern a line, without blank lines and # comments", () => {
    const env = {
      INPUT_PACKS: "packs/a\r\n\n  # the old one\n  packs/b  \n",
      INPUT_REVIEW: "false",
      "INPUT_FAIL-ON": "never",
    };
    expect(readWith(env)).toMatchObject({ packs: ["packs/a", "packs/b"], review: false, failOn: "never" });
  });

  it.each([
    [{ INPUT_PACKS: " \n# only a comment" }, '"packs" is empty'],
    [
      { INPUT_SERVER: "ftp://studio" },
      '"server" must be the studio\'s http:// or https:// address, not "ftp://studio"',
    ],
    [{ INPUT_SERVER: "https://a b" }, "http:// or https:// address"],
    [{ INPUT_REVIEW: "TRUE" }, '"review" must be true or false, not "TRUE"'],
    [{ "INPUT_FAIL-ON": "errors" }, '"fail-on" must be error, warning or never, not "errors"'],
  ])("refuses %j", (env, message) => {
    expect(() => readWith({ INPUT_PACKS: "**", ...env })).toThrow(message);
  });

  it("names the variables as getInput reads them (dashes kept) and action.yml maps them", () => {
    expect(["packs", "sarif-file", "github-token"].map(envName)).toEqual([
      "INPUT_PACKS",
      "INPUT_SARIF-FILE",
      "INPUT_GITHUB-TOKEN",
    ]);
    for (const name of inputNames) {
      vi.stubEnv(envName(name), ` value of ${name} `);
      expect(getInput(name)).toBe(`value of ${name}`);
    }
  });
});
