"use client";
// stdout parsed as JSON, as a collapsible tree: keys and values are text, hidden characters shown as escapes.
import { useState } from "react";
import shared from "~/shell/runs.module.css";
import { Plain } from "./escaped-text";
import styles from "./json-tree.module.css";

const pageSize = 100;

function Label({ name }: { name: string | number | undefined }) {
  if (name === undefined) return null;
  if (typeof name === "number") return <span className={styles.jsonIndex}>{name}: </span>;
  return (
    <>
      <span className={styles.jsonKey}>
        <Plain text={JSON.stringify(name)} />
      </span>
      :{" "}
    </>
  );
}

function Leaf({ value }: { value: unknown }) {
  if (typeof value === "string") {
    return (
      <span className={styles.jsonString}>
        <Plain text={JSON.stringify(value)} />
      </span>
    );
  }
  if (typeof value === "number") return <span className={styles.jsonNumber}>{String(value)}</span>;
  if (typeof value === "boolean") return <span className={styles.jsonBoolean}>{String(value)}</span>;
  return <span className={styles.jsonNull}>null</span>;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function JsonNode({ name, value, depth }: { name?: string | number; value: unknown; depth: number }) {
  // Closed branches render no children: a deep or wide document stays cheap.
  const [open, setOpen] = useState(depth < 3);
  const [limit, setLimit] = useState(pageSize);
  const key = name === undefined ? undefined : String(name);
  if (value === null || typeof value !== "object") {
    return (
      <li className={styles.jsonItem} data-testid="json-leaf" data-key={key}>
        <Label name={name} />
        <Leaf value={value} />
      </li>
    );
  }
  const isArray = Array.isArray(value);
  const items: [string | number, unknown][] = isArray
    ? value.map((v, i): [number, unknown] => [i, v])
    : Object.entries(value as Record<string, unknown>);
  if (items.length === 0) {
    return (
      <li className={styles.jsonItem} data-testid="json-leaf" data-key={key}>
        <Label name={name} />
        <span className={styles.jsonNull}>{isArray ? "[]" : "{}"}</span>
      </li>
    );
  }
  return (
    <li className={styles.jsonItem} data-testid="json-node" data-key={key}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className={styles.jsonSummary}>
          <Label name={name} />
          <span className={styles.jsonCount}>
            {isArray ? `[ ${count(items.length, "item", "items")} ]` : `{ ${count(items.length, "key", "keys")} }`}
          </span>
        </summary>
        {open && (
          <ul className={styles.jsonList}>
            {items.slice(0, limit).map(([k, v]) => (
              <JsonNode key={String(k)} name={k} value={v} depth={depth + 1} />
            ))}
          </ul>
        )}
        {open && items.length > limit && (
          <button type="button" className={shared.smallButton} onClick={() => setLimit((l) => l + pageSize * 5)}>
            Show more ({items.length - limit} not shown)
          </button>
        )}
      </details>
    </li>
  );
}

export function JsonTree({ value }: { value: unknown }) {
  return (
    <ul className={styles.jsonTree} data-testid="run-json" aria-label="stdout as JSON">
      <JsonNode value={value} depth={0} />
    </ul>
  );
}
