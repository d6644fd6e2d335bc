// Findings printed like a compiler: path:line:column severity code message, then a summary line.
import { type Finding, findingLocation } from "@packstudio/core";
import type { Paint } from "./color.js";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function findingsText(dirLabel: (file: string) => string, findings: readonly Finding[], paint: Paint): string[] {
  return findings.map((f) => {
    const where = findingLocation(f, dirLabel(f.file));
    const sev =
      f.severity === "error"
        ? paint.red("error")
        : f.severity === "warning"
          ? paint.yellow("warning")
          : paint.blue("info");
    const fix = f.fix ? paint.dim(` (fix: ${f.fix.title})`) : "";
    return `${where} ${sev} ${paint.bold(f.code)} ${f.message}${fix}`;
  });
}

export function summaryText(pack: string | null, dir: string, findings: readonly Finding[], paint: Paint): string {
  const count = (s: Finding["severity"]) => findings.filter((f) => f.severity === s).length;
  const errors = count("error");
  const parts = [plural(errors, "error"), plural(count("warning"), "warning"), `${count("info")} info`].join(", ");
  const name = pack ? `"${pack}"` : dir;
  return errors > 0 ? paint.red(`✖ ${name} fails lint: ${parts}`) : paint.green(`✔ ${name} passes lint: ${parts}`);
}
