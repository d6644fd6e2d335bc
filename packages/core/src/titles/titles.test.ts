// Table tests of command titles (DECISIONS.md 6).
import { describe, expect, it } from "vitest";
import { createContext } from "../lint/context.js";
import type { VerbView } from "../pack/surface-view.js";
import { packWith } from "../testing/pack-builder.js";
import { specExample } from "../testing/spec-example.js";
import { doneTitle, liveTitle, readResultPath } from "./titles.js";

const notesFiles = specExample("notes-project");

const verb = (files: Record<string, string>, key: string): VerbView => {
  const v = createContext(files).surface?.verbs.find((x) => x.key === key);
  if (!v) throw new Error(key);
  return v;
};
const transfer = verb(packWith(), "transfer");
const notesList = verb(notesFiles, "list");
const notesAdd = verb(notesFiles, "add");
const status = verb(packWith(), "status");

describe("titles (DECISIONS.md 6)", () => {
  it.each([
    [
      "live: the first template whose placeholders all resolve",
      liveTitle(transfer, { amount: "2.80", payee: "p" }),
      "Paying 2.80 to p",
    ],
    ["live: falls through to the next template", liveTitle(transfer, { amount: "2.80" }), "Paying a payee"],
    ["live: a single string template", liveTitle(notesAdd, { text: "x" }), "Adding a note"],
    ["live: a null argument does not resolve", liveTitle(notesList, { tag: null }), "Listing notes"],
    ["live: a number by its text", liveTitle(notesList, { tag: 7 }), "Listing 7 notes"],
    [
      "live: an inserted value is not a template",
      liveTitle(transfer, { amount: "{{payee}}", payee: "x" }),
      "Paying {{payee}} to x",
    ],
    ["done: reads result paths", doneTitle(notesList, {}, { count: 3 }), "Listed 3 notes"],
    ["done: a missing result path falls through", doneTitle(notesList, {}, { other: 1 }), "Listed notes"],
    ["done: result path into arrays", doneTitle(notesAdd, {}, { id: "n-7" }), "Added note n-7"],
    ["done: no output at all", doneTitle(notesAdd, {}, undefined), "Add a note to the repository."],
    ["no title: the description", liveTitle(status, {}), "Balance, currency, and provider link health."],
  ])("%s", (_name, got, want) => {
    expect(got).toBe(want);
  });

  it("readResultPath walks objects and arrays", () => {
    expect(readResultPath({ a: [{ b: 1 }] }, "a.0.b")).toBe(1);
    expect(readResultPath({ a: 1 }, "a.b")).toBeUndefined();
    expect(readResultPath({ a: 1 }, "constructor")).toBeUndefined();
  });
});
