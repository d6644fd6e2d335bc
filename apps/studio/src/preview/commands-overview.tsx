"use client";
// All commands of a pack in one table (effect, approval, card, an openapi command's request, ready-to-run line)
// and its derived hcp metadata.
import { type CommandSummary, commandsOverview, compareHcp, deriveHcp, readPack, validateHcp } from "@packstudio/core";
import { type ReactNode, useDeferredValue, useId, useMemo } from "react";
import { Plain } from "~/escaped/escaped-text";
import { commandRequests } from "~/openapi/command-requests";
import { usePatternEngine } from "~/pattern/use-pattern-engine";
import { CopyButton } from "~/shell/copy-button";
import styles from "~/shell/panels.module.css";

function show(value: unknown): string {
  return value === undefined ? "(absent)" : JSON.stringify(value);
}

function CommandRows({ c, request, columns }: { c: CommandSummary; request: string | undefined; columns: number }) {
  return (
    <tbody className={styles.commandGroup}>
      <tr data-testid="command-row" data-verb={c.verb}>
        <th scope="row">
          <code>
            <Plain text={c.verb} />
          </code>
        </th>
        <td>{c.description ?? <span className={styles.soft}>no description</span>}</td>
        <td
          className={`${styles.nowrap} ${c.effect === "write" ? styles.write : c.effect === null ? styles.errorText : styles.read}`}
        >
          {c.effect ?? "no policy row"}
        </td>
        <td className={styles.nowrap}>{c.approval ?? "–"}</td>
        <td className={styles.nowrap}>{c.cardKind ?? <span className={styles.soft}>none</span>}</td>
        {columns > 5 && (
          <td data-testid="command-request">
            {request ? (
              <code>
                <Plain text={request} />
              </code>
            ) : (
              <span className={styles.soft}>no operation</span>
            )}
          </td>
        )}
      </tr>
      <tr className={styles.readyRow}>
        <td colSpan={columns}>
          <div className={styles.lineRow}>
            <code className={styles.line} data-testid="ready-line">
              <Plain text={c.readyLine} />
            </code>
            <CopyButton text={c.readyLine} label={`ready-to-run line of ${c.verb}`} testId="copy-ready-line" />
          </div>
          {!c.readyLineComplete && (
            <p className={styles.help}>A required argument has no example: its &lt;name&gt; stands in.</p>
          )}
        </td>
      </tr>
    </tbody>
  );
}

interface Props {
  files: Record<string, string>;
  /**
   * Each command's operation when the page computed them (the pack page, on the server, where the document is
   * read); else they come from the files.
   */
  requests?: Record<string, string>;
  /** More of the panel, below the table (the editor's operations not exposed). */
  children?: ReactNode;
}

export function CommandsOverview({ files, requests, children }: Props) {
  const headingId = useId();
  const deferred = useDeferredValue(files);
  // Read again once the pattern engine arrives (a pack with a pattern on the pack page, outside the editor's store).
  const engine = usePatternEngine(deferred);
  const data = useMemo(() => {
    const { surface, policy } = readPack(deferred);
    if (!surface) return undefined;
    const derived = deriveHcp(surface);
    const explicit = Object.hasOwn(surface.raw, "hcp");
    const hcp = explicit ? surface.raw.hcp : derived;
    return {
      rows: commandsOverview(surface, policy),
      openapi: surface.kind === "openapi",
      requests: commandRequests(surface),
      derived,
      explicit,
      mismatches: explicit ? compareHcp(surface.raw.hcp, surface) : [],
      validation: validateHcp(hcp),
      engine,
    };
  }, [deferred, engine]);

  if (!data) {
    return (
      <div className={styles.panel} data-testid="commands-overview">
        <p className={styles.empty}>
          <code>surface.json</code> does not read as a JSON object yet: the commands show once it does.
        </p>
      </div>
    );
  }
  const shownRequests = requests ?? data.requests;
  const columns = data.openapi ? 6 : 5;
  return (
    <div className={styles.panel} data-testid="commands-overview">
      {data.rows.length === 0 ? (
        <p className={styles.empty}>This pack declares no commands yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.commandsTable} data-testid="commands-table">
            <caption className="visually-hidden">Commands of the pack</caption>
            <thead className={styles.commandsHead}>
              <tr>
                <th scope="col">Command</th>
                <th scope="col">Description</th>
                <th scope="col">Effect</th>
                <th scope="col">Approval</th>
                <th scope="col">Card</th>
                {columns > 5 && <th scope="col">Request</th>}
              </tr>
            </thead>
            {data.rows.map((c) => (
              <CommandRows key={c.verb} c={c} request={shownRequests[c.verb]} columns={columns} />
            ))}
          </table>
        </div>
      )}
      {children}
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.sectionTitle}>
          Derived <code>hcp</code> metadata
        </h3>
        <pre className={styles.json} data-testid="derived-hcp">
          {JSON.stringify(data.derived, null, 2)}
        </pre>
        {data.validation.ok ? (
          <p className={styles.soft} data-testid="hcp-valid">
            The {data.explicit ? "explicit" : "derived"} object validates strictly.
          </p>
        ) : (
          <ul className={styles.problemList} data-testid="hcp-issues">
            {data.validation.issues.map((i) => (
              <li key={`${i.path.join(".")}:${i.message}`}>
                The {data.explicit ? "explicit" : "derived"} object: <Plain text={i.message} />
              </li>
            ))}
          </ul>
        )}
        {data.explicit &&
          (data.mismatches.length === 0 ? (
            <p className={styles.soft} data-testid="hcp-agrees">
              The manifest's explicit <code>hcp</code> object agrees with the manifest.
            </p>
          ) : (
            <div className={styles.refusal} data-testid="hcp-mismatches">
              <p className={styles.refusalHead}>
                <strong>
                  The explicit <code>hcp</code> object disagrees with the manifest
                </strong>
              </p>
              <ul className={styles.problemList}>
                {data.mismatches.map((m) => (
                  <li key={m.path.join(".")}>
                    <code>{m.path.join(".")}</code> is{" "}
                    <code>
                      <Plain text={show(m.given)} />
                    </code>
                    , the manifest says{" "}
                    <code>
                      <Plain text={m.expected === undefined ? "nothing" : show(m.expected)} />
                    </code>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </section>
    </div>
  );
}
