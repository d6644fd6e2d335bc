// The package arrows hold over the whole repository, and the check fails on a wrong one (shown on made-up imports).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { workspaceFiles, workspaces, wrongArrows } from "./package-arrows";

const root = fileURLToPath(new URL("../../../", import.meta.url));

describe("package arrows (docs/architecture.md)", () => {
  const all = workspaces(root);

  it("finds every workspace the root lists", () => {
    expect(all.map((w) => w.name)).toEqual(
      expect.arrayContaining(["@packstudio/core", "@packstudio/studio", "@packstudio/cli", "@packstudio/sandbox"]),
    );
  });

  it.each(all.map((w) => [w.name, w] as const))("%s imports only what its arrows allow", (_, workspace) => {
    expect(wrongArrows(workspace, workspaceFiles(workspace))).toEqual([]);
  });
});

describe("the check itself", () => {
  const dir = "/repo/packages/sandbox";
  const sandbox = { name: "@packstudio/sandbox", dir, declared: ["@packstudio/core"] };
  const file = (text: string) => [{ path: `${dir}/src/x.ts`, text }];

  it.each([
    ["sandbox importing the studio", 'import { x } from "@packstudio/studio";', "an arrow not allowed"],
    ["sandbox importing db", 'export { y } from "@packstudio/db/run-queue";', "an arrow not allowed"],
    ["a dynamic import of the cli", `const m = await ${"import"}("@packstudio/cli");`, "an arrow not allowed"],
    [
      "a relative path into db's sources",
      'import { z } from "../../db/src/store";',
      "a relative path into another folder",
    ],
  ])("flags %s", (_, text, problem) => {
    expect(wrongArrows(sandbox, file(text)).map((a) => a.problem)).toEqual([problem]);
  });

  it("flags an allowed package that package.json does not declare", () => {
    const undeclared = { ...sandbox, declared: [] };
    expect(wrongArrows(undeclared, file('import { a } from "@packstudio/core";'))[0]?.problem).toBe(
      "imported but not in package.json",
    );
  });

  it("flags a package the arrows do not know", () => {
    const unknown = { name: "@packstudio/new-thing", dir, declared: [] };
    expect(wrongArrows(unknown, [])[0]?.problem).toMatch(/does not draw/);
  });

  it("lets core's own imports and allowed ones through", () => {
    expect(wrongArrows(sandbox, file('import { a } from "@packstudio/core/testing";\nimport "./y";'))).toEqual([]);
  });
});
