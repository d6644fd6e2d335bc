// One SARIF log for all the packs checked: one run (code scanning wants one run per tool), rules without repeats.

/**
 * @typedef {{ id: string }} SarifRule
 * @typedef {{ ruleId: string, level: "error" | "warning" | "note" }} SarifResult
 * @typedef {{ tool: { driver: { name: string, rules: SarifRule[] } }, results: SarifResult[] }} SarifRun
 * @typedef {{ $schema: string, version: string, runs: SarifRun[] }} SarifLog
 */

/**
 * Merge logs of the same tool: the first log's run with every log's results and every rule once (sorted by id).
 * @param {SarifLog[]} logs
 * @returns {SarifLog}
 */
export function mergeSarif(logs) {
  const [first] = logs;
  if (!first) throw new Error("mergeSarif needs at least one log");
  const runs = logs.flatMap((log) => log.runs);
  /** @type {Map<string, SarifRule>} */
  const rules = new Map();
  for (const run of runs) for (const rule of run.tool.driver.rules) if (!rules.has(rule.id)) rules.set(rule.id, rule);
  const [run] = first.runs;
  if (!run) throw new Error("a SARIF log from packstudio holds one run");
  return {
    ...first,
    runs: [
      {
        ...run,
        tool: {
          ...run.tool,
          driver: { ...run.tool.driver, rules: [...rules.values()].sort((a, b) => (a.id < b.id ? -1 : 1)) },
        },
        results: runs.flatMap((r) => r.results),
      },
    ],
  };
}

/**
 * How many results of each level.
 * @param {SarifLog} log
 */
export function levelCounts(log) {
  const counts = { error: 0, warning: 0, note: 0 };
  for (const run of log.runs) for (const result of run.results) counts[result.level]++;
  return counts;
}
