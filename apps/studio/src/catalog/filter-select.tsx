"use client";
// A filter of the catalog's form, each option with how many packs it would leave (the typed search's, while typing).
import { groupDigits } from "@packstudio/core";
import styles from "./catalog.module.css";
import type { FacetName } from "./catalog-types";
import { useLiveAnswer } from "./live-search";

interface SelectProps {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  any?: string;
  testId?: string;
  /** How many packs each option would leave (facet counts); none for the sort. */
  counts?: Record<string, number> | undefined;
  /** Which facet the counts are: while typing, the typed search's counts of it are shown. */
  facet?: FacetName | undefined;
}

export function Select({ name, label, value, options, any = "Any", testId, counts: served, facet }: SelectProps) {
  const live = useLiveAnswer();
  const counts = live && facet ? live.facets?.[facet] : served;
  return (
    <label className={styles.filter}>
      {label}
      <select name={name} defaultValue={value} data-testid={testId}>
        {any && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v} data-count={counts?.[v]}>
            {counts ? `${text} (${groupDigits(counts[v] ?? 0)})` : text}
          </option>
        ))}
      </select>
    </label>
  );
}
