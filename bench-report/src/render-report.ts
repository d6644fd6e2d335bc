// BENCHMARKS.md from one run's results: the machine, the targets with met or MISSED, then each bench's figures.
import { formatBytes, table } from "./markdown";
import type { Report } from "./results";
import { sectionBody, sections } from "./sections";
import { targetRows } from "./targets";

const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(", ");

function minutes(from: string, to: string): string {
  const m = Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
  return m < 1 ? "under a minute" : `${m} min`;
}

function chromiumVersion(report: Report): string | undefined {
  const { keystroke, lcp } = report.results;
  if (keystroke.status === "ok") return keystroke.data.chromium;
  if (lcp.status === "ok") return lcp.data.chromium;
  return undefined;
}

export function renderReport(report: Report): string {
  const { machine } = report;
  const targets = targetRows(report);
  const missed = targets.filter((t) => t.verdict === "MISSED").length;
  const unmeasured = targets.filter((t) => t.verdict.startsWith("not measured")).length;
  const chromium = chromiumVersion(report);
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` on ${report.startedAt.slice(0, 16).replace("T", " ")} UTC; the run took ${minutes(report.startedAt, report.finishedAt)}.`,
    "One run on one machine: each figure stands beside its floor or peer measured in the same run, so compare",
    "the ratios between machines rather than the raw times. The README's Benchmarks section tells how to run it.",
    "",
  ];
  if (report.quick)
    lines.push(
      "> **Quick run** (`BENCH_QUICK=1`): shortened durations and sample counts. A check that the pipeline works,",
      "> not figures to quote or to judge the targets by.",
      "",
    );
  lines.push(
    "## Machine",
    "",
    ...table(
      ["", "this run"],
      [
        ["CPU", `${machine.cpu}, ${machine.cores} cores`],
        ["Memory", formatBytes(machine.memoryBytes)],
        ["OS", machine.os],
        ["Node.js", machine.node],
        ...(chromium ? [["Chromium", chromium]] : []),
        ["Load average (1, 5, 15 min)", `at start ${loads(report.loadAtStart)}; at end ${loads(report.loadAtEnd)}`],
      ],
    ),
    "",
    "## Targets",
    "",
    `${targets.length - missed - unmeasured} met, ${missed} missed, ${unmeasured} not measured.`,
    "",
    ...table(
      ["issue", "target", "measured", "verdict"],
      targets.map((t) => [String(t.issue), t.target, t.measured, t.verdict === "MISSED" ? "**MISSED**" : t.verdict]),
    ),
  );
  for (const section of sections) {
    if ("parts" in section) {
      lines.push("", `## ${section.title}`, "", ...section.intro);
      for (const part of section.parts) {
        lines.push("", `### ${part.title}`, "", `\`${part.command}\``, "");
        lines.push(...sectionBody(part, report.results[part.key]));
      }
      continue;
    }
    lines.push("", `## ${section.title}`, "", `\`${section.command}\``, "");
    lines.push(...sectionBody(section, report.results[section.key]));
  }
  return `${lines.join("\n")}\n`;
}
