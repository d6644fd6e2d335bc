// The form of a command without an args schema: one required text field per placeholder, in token order, once each.
import { readPack } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { formFields } from "./form-values";

function verbWithout(args: "args", cli: string[] | undefined, argvTemplate?: string[]) {
  const files = specExample("ledger");
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  const transfer = surface.verbs.transfer;
  delete transfer[args];
  if (cli) transfer.cli = cli;
  else delete transfer.cli;
  if (argvTemplate) surface.wrap.argv_template = argvTemplate;
  const view = readPack({ ...files, "surface.json": JSON.stringify(surface) }).surface;
  if (!view) throw new Error("the ledger surface did not read");
  const verb = view.verbs.find((v) => v.key === "transfer");
  if (!verb) throw new Error("no transfer command");
  return formFields(view, verb);
}

describe("formFields without args", () => {
  it.each([
    [
      "cli placeholders after the bin",
      ["ledger", "pay", "{{payee}}", "--amount={{amount}}", "{{ payee }}"],
      undefined,
      ["payee", "amount"],
    ],
    ["argv_template placeholders except {{verb}}", undefined, ["{{verb}}", "--to", "{{payee}}"], ["payee"]],
  ])("%s", (_what, cli, template, names) => {
    const fields = verbWithout("args", cli, template);
    expect(fields.map((f) => [f.name, f.required])).toEqual(names.map((n) => [n, true]));
  });
});
