"use client";
// A row of tabs (ARIA tabs pattern): one tab in the Tab order, arrows move between them, each controls a panel.
import type { ReactNode } from "react";

interface Props<T extends string> {
  /** Prefix of the tabs' and panels' ids (`${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`). */
  idPrefix: string;
  label: string;
  tabs: readonly (readonly [T, ReactNode])[];
  current: T;
  onSelect: (id: T) => void;
  className?: string | undefined;
  /** Shortcut hint per tab index, e.g. "Alt+1". */
  hint?: (index: number) => string | undefined;
  /** The id of the element a tab controls, when not `${idPrefix}-panel-${id}`. */
  controls?: (id: T) => string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function TabList<T extends string>(props: Props<T>) {
  const { idPrefix, label, tabs, current, onSelect, className, hint, controls } = props;
  return (
    <div role="tablist" className={className} aria-label={label}>
      {tabs.map(([id, text], i) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={tabId(idPrefix, id)}
          data-testid={`${idPrefix}-tab-${id}`}
          aria-selected={current === id}
          aria-controls={controls ? controls(id) : panelId(idPrefix, id)}
          tabIndex={current === id ? 0 : -1}
          onClick={() => onSelect(id)}
          onKeyDown={(e) => {
            if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
            const step = e.key === "ArrowRight" ? 1 : tabs.length - 1;
            const next = tabs[(i + step) % tabs.length]?.[0];
            if (next === undefined) return;
            onSelect(next);
            document.getElementById(tabId(idPrefix, next))?.focus();
          }}
          title={hint?.(i)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
