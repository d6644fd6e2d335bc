"use client";
// What a run did to its working folder and HOME: each file created, changed or removed, with its line diff.
import { OutputText } from "~/escaped/output-text";
import shared from "~/shell/runs.module.css";
import styles from "./run-detail.module.css";
import { type RunSideEffect, sizeText } from "./run-types";

const changeClass: Record<string, string | undefined> = {
  created: styles.created,
  changed: styles.changed,
  removed: styles.removed,
};

function DiffView({ diff }: { diff: string }) {
  const lines = diff.split("\n").map((text, at) => ({ text, at }));
  return (
    <pre className={styles.diff} data-testid="side-effect-diff">
      {lines.map((l) => {
        const kind = l.text.startsWith("+")
          ? styles.diffAdd
          : l.text.startsWith("-")
            ? styles.diffDel
            : styles.diffKeep;
        return (
          <span key={l.at} className={`${styles.diffLine} ${kind}`}>
            <OutputText text={l.text} />
            {"\n"}
          </span>
        );
      })}
    </pre>
  );
}

export function SideEffectsView({ effects }: { effects: RunSideEffect[] }) {
  return (
    <div className={shared.block} data-testid="side-effects">
      <h4 className={shared.blockTitle}>
        Side effects <span className={shared.soft}>(files in the working folder and HOME)</span>
      </h4>
      {effects.length === 0 ? (
        <p className={shared.soft} data-testid="no-side-effects">
          No file was created, changed or removed.
        </p>
      ) : (
        <ul className={styles.effects}>
          {effects.map((e) => (
            <li
              key={e.path}
              className={styles.effect}
              data-testid="side-effect"
              data-change={e.change}
              data-path={e.path}
            >
              <div className={styles.effectHead}>
                <span className={`${styles.changeBadge} ${changeClass[e.change] ?? ""}`}>{e.change}</span>
                <code className={styles.effectPath}>
                  <OutputText text={e.path} />
                </code>
                <span className={shared.soft}>
                  {e.change === "created"
                    ? sizeText(e.sizeAfter)
                    : e.change === "removed"
                      ? `was ${sizeText(e.sizeBefore)}`
                      : `${sizeText(e.sizeBefore)} → ${sizeText(e.sizeAfter)}`}
                </span>
              </div>
              {e.diff !== undefined ? (
                <DiffView diff={e.diff} />
              ) : (
                e.change !== "removed" && <p className={shared.soft}>No diff: a binary or large file.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
