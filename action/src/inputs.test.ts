// The action's inputs: defaults, lines of packs, and a clear refusal for each wrong value.
import { describe, expect, it } from "vitest";
import { envName, readInputs } from "./inputs.mjs";

describe("readInputs", () => {
  it("has defaults for everything but packs", () => {
    expect(readInputs({ INPUT_PACKS: "**" })).toEqual({
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
      INPUT_FAIL_ON: "never",
    };
    expect(readInputs(env)).toMatchObject({ packs: ["packs/a", "packs/b"], review: false, failOn: "never" });
  });

  it.each([
    [{ INPUT_PACKS: " \n# only a comment" }, '"packs" is empty'],
    [
      { INPUT_SERVER: "ftp://studio" },
      '"server" must be the studio\'s http:// or https:// address, not "ftp://studio"',
    ],
    [{ INPUT_SERVER: "https://a b" }, "http:// or https:// address"],
    [{ INPUT_REVIEW: "TRUE" }, '"review" must be true or false, not "TRUE"'],
    [{ INPUT_FAIL_ON: "errors" }, '"fail-on" must be error, warning or never, not "errors"'],
  ])("refuses %j", (env, message) => {
    expect(() => readInputs({ INPUT_PACKS: "**", ...env })).toThrow(message);
  });

  it("names the variables as action.yml maps them", () => {
    expect(["packs", "sarif-file", "github-token"].map(envName)).toEqual([
      "INPUT_PACKS",
      "INPUT_SARIF_FILE",
      "INPUT_GITHUB_TOKEN",
    ]);
  });
});
