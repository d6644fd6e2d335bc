// M012: a generic pass-through command, whose arguments become an arbitrary argv (§2.3.4, manifest "no run, no exec --").
// `--` before one string placeholder is not one (LINT.md M012): that placeholder fills one argv token.

import { hasOwn, isRecord, isStringArray, type JsonRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { placeholderNames, solePlaceholder } from "../../pack/placeholders.js";
import type { SurfaceView, VerbView } from "../../pack/surface-view.js";
import type { Rule } from "../types.js";

const posixShells = new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "csh", "tcsh", "fish"]);
const passThroughNames = new Set(["run", "exec", "shell"]);

/** The file name of a program token, lower case, without `.exe` (`/usr/bin/Bash.exe` is `bash`). */
function programName(token: string): string {
  const base = token.slice(Math.max(token.lastIndexOf("/"), token.lastIndexOf("\\")) + 1).toLowerCase();
  return base.endsWith(".exe") ? base.slice(0, -4) : base;
}

/** The flag that makes `shell` read a command string, when `flag` is one. */
function isCommandFlag(shell: string, flag: string): boolean {
  if (shell === "pwsh" || shell === "powershell") return /^-(c|command|encodedcommand|ec|e)$/i.test(flag);
  if (shell === "cmd") return /^\/[ck]$/i.test(flag);
  // -c, and clusters of single-letter shell options with it (-lc, -ec, -xeuc); not words such as -config
  return /^-[abefhiklmnprstuvxBCEHPT]*c[abefhiklmnprstuvxBCEHPT]*$/.test(flag);
}

/**
 * `sh -c` and kin: a shell name, then a command flag among the shell's own options (options end at
 * the first operand, so `bash script.sh -c` is the script's `-c`). Covers `env sh -c`, `bash --norc -c`.
 * `program` is the shell candidate and its options are `tokens` from `from` on (read in place, not copied).
 */
function shellCommand(program: string, tokens: readonly string[], from: number): string | undefined {
  const shell = programName(program);
  if (!posixShells.has(shell) && shell !== "pwsh" && shell !== "powershell" && shell !== "cmd") return undefined;
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j] ?? "";
    if (isCommandFlag(shell, t)) return `it runs a shell string ("${program}" with "${t}")`;
    const isOption = /^[-+]/.test(t) || (shell === "cmd" && t.startsWith("/"));
    if (/^[-+][oO]$/.test(t))
      j++; // `-o pipefail` takes a value
    else if (!isOption && placeholderNames(t).length === 0) break; // first operand: a script
  }
  return undefined;
}

/** A shell among `tokens` from `from` on that runs a command string. */
function shellWithCommand(tokens: readonly string[], from: number): string | undefined {
  for (let i = from; i < tokens.length; i++) {
    const reason = shellCommand(tokens[i] ?? "", tokens, i + 1);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** A schema typed array or object (by `type`, else by `items`, `prefixItems` or `properties`). */
function arrayOrObject(schema: JsonRecord | undefined): boolean {
  if (!schema) return false;
  const t = schema.type;
  if (typeof t === "string") return t === "array" || t === "object";
  if (isStringArray(t)) return t.includes("array") || t.includes("object");
  return hasOwn(schema, "items") || hasOwn(schema, "prefixItems") || hasOwn(schema, "properties");
}

function typesOf(schema: JsonRecord | undefined): string[] {
  if (!schema) return [];
  const t = schema.type;
  if (typeof t === "string") return [t];
  if (isStringArray(t)) return t;
  if (hasOwn(schema, "items") || hasOwn(schema, "prefixItems")) return ["array"];
  if (hasOwn(schema, "properties")) return ["object"];
  return [];
}

/** A string nothing constrains (an undeclared placeholder is a required string, DECISIONS 4.2). */
function isFreeForm(schema: JsonRecord | undefined): boolean {
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes("string")) return false;
  return !schema || !["enum", "const", "pattern"].some((k) => hasOwn(schema, k));
}

/** The argument tokens (`tokens` from `from` on) and the program names the command may start with. */
function argvOf(
  surface: SurfaceView,
  verb: VerbView,
): { programs: string[]; tokens: readonly string[]; from: number } | undefined {
  const programs = surface.wrapBin !== undefined ? [surface.wrapBin] : [];
  if (hasOwn(verb.decl, "cli")) {
    if (!verb.cli || verb.cli.length === 0) return undefined; // a wrong type is M005's
    programs.unshift(verb.cli[0] ?? "");
    return { programs, tokens: verb.cli, from: 1 };
  }
  // No cli: wrap.argv_template, with {{verb}} expanded to the key's segments (DECISIONS 4.7).
  const template = isStringArray(surface.wrap?.argv_template) ? surface.wrap.argv_template : ["{{verb}}"];
  const tokens = template.flatMap((t) => (solePlaceholder(t) === "verb" ? verb.key.split(".") : [t]));
  return { programs, tokens, from: 0 };
}

function schemaOf(properties: JsonRecord | undefined, name: string): JsonRecord | undefined {
  const s = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
  return isRecord(s) ? s : undefined;
}

function reasonsOf(surface: SurfaceView, verb: VerbView): string[] {
  const argv = argvOf(surface, verb);
  if (!argv) return [];
  const { programs, tokens, from } = argv;
  // Read from the properties in place: a Map of them for each of 1,000 commands was most of this rule's garbage.
  const properties = isRecord(verb.args?.properties) ? verb.args.properties : undefined;
  const reasons: string[] = [];

  let shell = shellWithCommand(tokens, from);
  for (let i = 0; shell === undefined && i < programs.length; i++)
    shell = shellCommand(programs[i] ?? "", tokens, from);
  if (shell) reasons.push(shell);

  const used = new Set<string>();
  for (let i = from; i < tokens.length; i++) for (const name of placeholderNames(tokens[i] as string)) used.add(name);
  const spliced: string[] = [];
  for (const name of used) if (arrayOrObject(schemaOf(properties, name))) spliced.push(name);
  if (spliced.length > 0)
    reasons.push(`it splices the array or object argument ${spliced.map((n) => `"${n}"`).join(", ")} into argv`);

  // A string placeholder after `--` is one argv token, never more: the safe form (LINT.md M012, see M027).

  const last = verb.key.slice(verb.key.lastIndexOf(".") + 1).toLowerCase();
  if (passThroughNames.has(last)) {
    const args = verb.args ? (properties ? Object.keys(properties) : []) : [...used]; // without args, its placeholders are its arguments
    const only = args.length === 1 ? args[0] : undefined;
    if (only !== undefined && isFreeForm(schemaOf(properties, only)) && used.has(only)) {
      reasons.push(`it is named "${last}" and its single free-form argument "${only}" becomes argv`);
    }
  }
  return reasons;
}

export const rule: Rule = {
  code: "M012",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface) return;
    for (const verb of surface.verbs) {
      const reasons = reasonsOf(surface, verb);
      if (reasons.length === 0) continue;
      report({
        file: SURFACE,
        path: ["verbs", verb.key],
        anchor: "key",
        message: `Command "${verb.key}" is a generic pass-through: ${reasons.join("; ")}. Declare named commands with fixed tokens and typed arguments instead.`,
      });
    }
  },
};
