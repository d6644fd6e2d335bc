// DECISIONS.md 7 (updated): a value starting with `-` that fills a token an option parser reads as an option (LINT.md
// M027's case) flags the card. Table tests on the catalog's to-do list, and the card checked against M027 itself:
// wherever M027 warns, in every example pack and catalog pack, a leading dash there flags the card.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintPack } from "../lint/lint-pack.js";
import { isRecord } from "../pack/json-value.js";
import { solePlaceholder } from "../pack/placeholders.js";
import { firstExample } from "../projection/args-schema.js";
import { renderCommand } from "../projection/render-command.js";
import { catalogPack, catalogPacksDir, specExample } from "../testing/spec-example.js";
import type { ApprovalCard } from "./card-model.js";
import { optionReadPositions } from "./option-values.js";

/** The card of a command the pack runs (an openapi pack's request has its card elsewhere), or undefined. */
function cardOf(r: ReturnType<typeof renderCommand>): ApprovalCard | undefined {
  return r.ok && "card" in r ? (r.card ?? undefined) : undefined;
}

function card(files: Record<string, string>, verb: string, args: Record<string, unknown>): ApprovalCard {
  const r = renderCommand(files, verb, args);
  if (!r.ok) throw new Error(`${verb}: ${r.error.code}: ${r.error.message}`);
  const c = cardOf(r);
  if (!c) throw new Error(`${verb}: no card`);
  return c;
}

const flags = (c: ApprovalCard) => c.optionValues.map((o) => [o.name.text, o.value.text]);

describe("DECISIONS.md 7: the catalog's to-do list, `todo add <text>`", () => {
  const todo = catalogPack("todo");
  it.each([
    ["todo add --help: the task --help is flagged", { text: "--help" }, [["text", "--help"]]],
    [
      "todo add -- --help read by the CLI face: the same card",
      { text: "--help", due: "2026-03-20" },
      [["text", "--help"]],
    ],
    ["todo add -n (a short option)", { text: "-n" }, [["text", "-n"]]],
    ["todo add - (a lone dash is an operand)", { text: "-" }, []],
    ["todo add 'Book the venue'", { text: "Book the venue" }, []],
    ["todo add 'a -b' (a dash inside the value)", { text: "a -b" }, []],
  ] as [string, Record<string, unknown>, string[][]][])("%s", (_name, args, expected) => {
    const c = card(todo, "add", args);
    expect(flags(c)).toEqual(expected);
    expect(c.flagged).toBe(expected.length > 0);
    const note = 'starts with "-" where the program still reads options';
    if (expected.length) expect(c.warnings.join("\n")).toContain(note);
    else expect(c.warnings.join("\n")).not.toContain(note);
  });
});

describe("DECISIONS.md 7: the positions an option parser reads, as M027 and the card both ask", () => {
  it.each([
    ["a positional", ["add", "{{text}}"], [0, 1]],
    ["after --", ["add", "--", "{{text}}"], [0]],
    ["the value of a flag that awaits one", ["transfer", "{{amount}}", "--to", "{{payee}}"], [0, 1]],
    ["the pack's own option (--to={{x}}, -n{{x}})", ["x", "--to={{payee}}", "-n{{n}}"], [0]],
    ["after a flag carrying its value, and after -", ["x", "--mode=fast", "{{a}}", "-", "{{b}}"], [0, 2, 4]],
    ["a flag whose value is a placeholder does not await the next", ["x", "--due", "{{due}}", "{{text}}"], [0, 3]],
  ] as [string, string[], number[]][])("%s", (_name, tokens, positions) => {
    expect(optionReadPositions(tokens)).toEqual(positions);
  });
});

/** A value starting with `-` that the argument's schema takes (M027 warns only where the schema lets one). */
function dashValues(schema: unknown): string[] {
  const example = firstExample(schema);
  return [...(typeof example === "string" ? [`--${example}`, `-${example}`] : []), "--x", "-x"];
}

/** Every pack to check: the spec's valid examples and the whole example catalog. */
function packs(): [string, Record<string, string>][] {
  const ids = readdirSync(catalogPacksDir).sort();
  return [
    ["ledger", specExample("ledger")],
    ["notes-project", specExample("notes-project")],
    ...ids.map((id): [string, Record<string, string>] => [`catalog ${id}`, catalogPack(id)]),
  ];
}

describe("LINT.md M027 and the card agree: wherever M027 warns, a leading dash there flags the card", () => {
  const cases = packs().flatMap(([name, files]) => {
    const surface = JSON.parse(files["surface.json"] ?? "{}");
    return lintPack(files)
      .filter((f) => f.code === "M027")
      .map((f) => {
        const [, , verb, , index] = f.pointer.split("/");
        const cli: string[] = surface.verbs[verb as string].cli;
        return [`${name} ${verb} ${cli[Number(index)]}`, files, verb as string, cli[Number(index)] as string] as const;
      });
  });

  it("finds M027 warnings to check", () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases)("%s", (_name, packFiles, verb, token) => {
    // Every command asks a person here, so each has a card (a read that asks nobody shows none).
    const policy = JSON.parse(packFiles["policy.json"] ?? "{}");
    policy.verbs[verb] = { ...policy.verbs[verb], approval: "always" };
    const files: Record<string, string> = { ...packFiles, "policy.json": JSON.stringify(policy) };
    const surface = JSON.parse(files["surface.json"] ?? "{}");
    const declared = surface.verbs[verb].args;
    const properties: Record<string, unknown> = isRecord(declared?.properties) ? declared.properties : {};
    const required: string[] = Array.isArray(declared?.required) ? declared.required : [];
    const name = solePlaceholder(token) as string;
    const base: Record<string, unknown> = {};
    for (const r of required) base[r] = firstExample(properties[r]) ?? "x";
    // Without `args`, every placeholder is a required string (D4.2).
    if (!declared)
      for (const t of surface.verbs[verb].cli as string[]) {
        const p = solePlaceholder(t);
        if (p) base[p] = "x";
      }
    const tried = dashValues(properties[name]).map((value) => renderCommand(files, verb, { ...base, [name]: value }));
    const rendered = tried.find((r) => r.ok);
    if (!rendered?.ok) throw new Error(`no value with a leading dash renders: ${JSON.stringify(tried[0])}`);
    const c = cardOf(rendered);
    expect(c?.optionValues.map((o) => o.name.text)).toContain(name);
    expect(c?.flagged).toBe(true);
  });
});
