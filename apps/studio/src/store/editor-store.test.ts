// The editor store: every way of changing the open file, selection, form and typed line keeps one consistent state.
import { readFileSync } from "node:fs";
import type { Finding } from "@packstudio/core";
import { applyEdits } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { findingKeys } from "./editor-state";
import { EditorStore } from "./editor-store";

function example(name: string): Record<string, string> {
  const dir = new URL(`../../../../spec/examples/${name}/`, import.meta.url);
  const files: Record<string, string> = {};
  for (const f of ["surface.json", "policy.json", "HARNESS.md"]) files[f] = readFileSync(new URL(f, dir), "utf8");
  return files;
}

const ledger = () => example("ledger");
const fresh = (files = ledger()) => new EditorStore({ files, openFile: "surface.json", origin: "test" });
const find = (store: EditorStore, code: string, file?: string): Finding => {
  const f = store.get().findings.find((x) => x.code === code && (file === undefined || x.file === file));
  if (!f) throw new Error(`no ${code} finding`);
  return f;
};

describe("the open file has one source", () => {
  it("a tree click after loading a template opens that file", () => {
    const store = fresh();
    store.load(example("broken"), "broken");
    expect(store.get().openFile).toBe("surface.json");
    store.open("policy.json");
    expect(store.get().openFile).toBe("policy.json");
  });

  it("opening a finding of another file opens that file and selects the finding; a tree click goes back", () => {
    const store = fresh(example("broken"));
    store.open("policy.json");
    const m001 = find(store, "M001");
    store.openFinding(m001);
    const s = store.get();
    expect(s.openFile).toBe("surface.json");
    expect(s.reveal).toMatchObject({ file: "surface.json", line: 2, column: 9, focus: true });
    expect(s.selected).toBe(findingKeys(s.findings)[s.findings.indexOf(m001)]);
    store.open("policy.json");
    expect(store.get().openFile).toBe("policy.json");
    expect(store.get().selected).toBeUndefined();
  });

  it("a quick fix whose edit is in another file opens that file at the inserted text", () => {
    const files = { ...ledger(), "HARNESS.md": "# Ledger\n\nA ledger.\n" };
    const store = fresh(files);
    const s003 = find(store, "S003");
    expect(s003.file).toBe("surface.json");
    store.applyFix(s003);
    const s = store.get();
    expect(s.openFile).toBe("HARNESS.md");
    expect(s.files["HARNESS.md"]).toContain("- `ledger ");
    expect(s.reveal?.file).toBe("HARNESS.md");
    expect(s.findings).not.toContainEqual(expect.objectContaining({ message: s003.message }));
  });

  it("a file not in the pack does not open; removing the open file opens another", () => {
    const store = fresh();
    store.open("nope.json");
    expect(store.get().openFile).toBe("surface.json");
    store.removeFile("surface.json");
    expect(store.get().openFile in store.get().files).toBe(true);
  });

  it("a rename of the open file keeps it open under its new name", () => {
    const store = fresh();
    store.putFile("docs/a.md");
    expect(store.get().openFile).toBe("docs/a.md");
    store.putFile("docs/b.md", "docs/a.md");
    expect(store.get().openFile).toBe("docs/b.md");
    expect(Object.keys(store.get().files)).not.toContain("docs/a.md");
  });

  it("a deep link opens its file and selects its finding; a link to a missing file changes nothing", () => {
    const store = fresh(example("broken"));
    expect(store.followLink({ file: "policy.json", line: 2, finding: "M002" })).toBe(true);
    expect(store.get().openFile).toBe("policy.json");
    expect(store.selectedFinding()?.code).toBe("M002");
    expect(store.get().reveal?.focus).toBe(true);
    expect(store.followLink({ file: "gone.md", line: 1 })).toBe(false);
    expect(store.get().openFile).toBe("policy.json");
  });
});

describe("edits, lint and the selection", () => {
  it("a read-only store (a share) opens files and findings but never changes the files", () => {
    const files = example("broken");
    const store = new EditorStore({ files, openFile: "surface.json", origin: "share:x" }, { readOnly: true });
    store.applyFix(find(store, "M001"));
    store.edit("surface.json", "{}");
    store.putFile("new.md");
    store.removeFile("policy.json");
    expect(store.get().files).toEqual(files);
    store.openFinding(find(store, "M002"));
    expect(store.get().openFile).toBe("policy.json");
  });

  it("typing relints; the same text twice does not notify", () => {
    const store = fresh();
    let calls = 0;
    store.subscribe(() => calls++);
    const text = store.get().files["surface.json"] ?? "";
    store.edit("surface.json", text);
    expect(calls).toBe(0);
    store.edit("surface.json", text.replace('"id": "ledger"', '"id": "Ledger"'));
    expect(calls).toBe(1);
    expect(find(store, "M001").file).toBe("surface.json");
  });

  it("the selected finding stays while the cursor is on its line, and goes when it leaves", () => {
    const store = fresh(example("broken"));
    store.openFinding(find(store, "M001"));
    store.moveCursor("surface.json", 2, 14);
    expect(store.selectedFinding()?.code).toBe("M001");
    store.moveCursor("surface.json", 3, 1);
    expect(store.get().selected).toBeUndefined();
  });

  it("loading a pack forgets the previous pack's selection, command, form and typed line", () => {
    const store = fresh();
    store.chooseCommand("transfer");
    store.setField("transfer", "amount", "5");
    store.typeLine("ledger list");
    store.load(example("broken"), "broken");
    const s = store.get();
    expect([s.command, s.forms, s.line.text, s.selected, s.plan]).toEqual([undefined, {}, "", undefined, undefined]);
  });

  it("saves the files and the open file (not the selection) after changes", async () => {
    const saved: unknown[] = [];
    const store = new EditorStore(
      { files: ledger(), openFile: "surface.json", origin: "t" },
      { save: (p) => saved.push(p) },
    );
    store.open("policy.json");
    store.saveNow();
    expect(saved.at(-1)).toMatchObject({ openFile: "policy.json", origin: "t" });
    expect(Object.keys(saved.at(-1) as object).sort()).toEqual(["files", "openFile", "origin"]);
  });
});

describe("the typed command line", () => {
  it("an accepted line picks the command and fills its form", () => {
    const store = fresh();
    store.typeLine("ledger transfer --amount 5 --payee acme");
    store.readLine();
    const s = store.get();
    expect(s.line).toMatchObject({ status: "read", verb: "transfer", count: 2 });
    expect(s.command).toBe("transfer");
    expect(s.forms.transfer).toMatchObject({ amount: "5", payee: "acme" });
  });

  it("a refused line is marked refused with what to fix, and leaves the form as it was", () => {
    const store = fresh();
    store.typeLine("ledger transfer --amount 5 --payee acme");
    store.readLine();
    const before = store.get().forms;
    store.typeLine("ledger transfer --nope 1");
    store.readLine();
    const s = store.get();
    expect(s.line.status).toBe("refused");
    expect(s.line.status === "refused" && s.line.message).toMatch(/argument/i);
    expect(s.forms).toBe(before);
    // Correcting the line keeps the refusal until it is read again; a hand edit of the form ends it.
    store.typeLine("ledger transfer --amount 6");
    expect(store.get().line.status).toBe("refused");
    store.setField("transfer", "amount", "7");
    expect(store.get().line.status).toBe("idle");
  });

  it("a line that cannot be split into words is refused, naming the character", () => {
    const store = fresh();
    store.typeLine("ledger list 'open");
    store.readLine();
    const line = store.get().line;
    expect(line.status === "refused" && line.message).toMatch(/at character/);
  });
});

describe("helpers", () => {
  it("findingKeys gives two findings at the same spot with the same code different keys", () => {
    const f = find(fresh(example("broken")), "M001");
    const keys = findingKeys([f, { ...f, message: "another" }, f]);
    expect(new Set(keys).size).toBe(3);
  });

  it("applyEdits applies several edits of a file from the last back", () => {
    const at = (line: number, column: number) => ({ line, column });
    const files = applyEdits({ "a.md": "one\ntwo\n" }, [
      { file: "a.md", range: { start: at(1, 1), end: at(1, 4) }, newText: "ONE" },
      { file: "a.md", range: { start: at(2, 4), end: at(2, 4) }, newText: "!" },
    ]);
    expect(files["a.md"]).toBe("ONE\ntwo!\n");
  });
});
