"use client";
// The command select of the preview, with the chosen command's description.
import type { VerbView } from "@packstudio/core";
import styles from "~/shell/panels.module.css";
import { useStore } from "~/store/store-context";

export function VerbPicker({ id, verbs, verb }: { id: string; verbs: VerbView[]; verb: VerbView }) {
  const store = useStore();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Command
      </label>
      <select
        id={id}
        className={`${styles.control} ${styles.mono}`}
        data-testid="verb-select"
        value={verb.key}
        aria-describedby={verb.description ? `${id}-help` : undefined}
        onChange={(e) => store.chooseCommand(e.target.value)}
      >
        {verbs.map((v) => (
          <option key={v.key} value={v.key}>
            {v.key}
          </option>
        ))}
      </select>
      {verb.description && (
        <p id={`${id}-help`} className={styles.help} data-testid="verb-description">
          {verb.description}
        </p>
      )}
    </div>
  );
}
