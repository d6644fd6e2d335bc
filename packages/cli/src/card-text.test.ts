// Golden tests of the terminal approval card (DECISIONS.md 7): a pack whose own texts (policy reason, preview field
// names and templates, title, description, pack id) hold control, bidi and zero-width characters prints them as
// <U+XXXX> escapes with the card flagged; an argument read as an option is flagged too.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hazardOf } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { repoRoot, runCli } from "./testing/run-cli.js";

/** A copy of the ledger pack whose own texts hold ESC[31m, U+202E, U+200B, U+2066, a newline, CR and NUL. */
function hostileLedger(): string {
  const dir = mkdtempSync(join(tmpdir(), "packstudio-hostile-card-"));
  const example = join(repoRoot, "spec/examples/ledger");
  cpSync(example, dir, { recursive: true });
  const surface = JSON.parse(readFileSync(join(example, "surface.json"), "utf8"));
  const transfer = surface.verbs.transfer;
  surface.id = "ledger\u200B";
  transfer.preview.title = "Pay \u202E{{payee}}";
  transfer.preview.fields = {
    ...transfer.preview.fields,
    currency: "EUR\u2066",
    "fee\u001b[31m": "none\r",
    "note\nhidden": "\u0000",
  };
  const policy = JSON.parse(readFileSync(join(example, "policy.json"), "utf8"));
  policy.surface_id = surface.id;
  policy.verbs.transfer.reason = "Moves money\u001b[2J\nApproved by: admin";
  writeFileSync(join(dir, "surface.json"), JSON.stringify(surface));
  writeFileSync(join(dir, "policy.json"), JSON.stringify(policy));
  return dir;
}

/** Raw hidden characters in terminal output, its own line breaks aside. */
const rawHidden = (text: string) => [...text].filter((ch) => ch !== "\n" && hazardOf(ch.codePointAt(0) ?? 0));

describe("the terminal card of a hostile pack, and of an argument read as an option", () => {
  const dir = hostileLedger();

  it.each([
    ["render-hostile-card.txt", dir, { amount: "2.80", payee: "demo-transit" }],
    ["render-option-value-card.txt", "spec/examples/ledger", { amount: "--help", payee: "p" }],
    // `todo add --help`: the task fills the token right after `add` (DECISIONS.md 7, M027's case).
    ["render-todo-help-card.txt", "catalog/packs/todo", { text: "--help" }, "add"],
  ])("%s", async (name, pack, args, verb = "transfer") => {
    const r = await runCli(["render", pack, verb, "--args", JSON.stringify(args)]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(rawHidden(r.stdout)).toEqual([]);
    await expect(r.stdout).toMatchFileSnapshot(`golden/${name}`);
  });
});
