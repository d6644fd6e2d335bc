"use client";
// The pack's files as a tree: open, add, rename and remove files within the limits of DECISIONS.md 1.
import { requiredFiles } from "@packstudio/core";
import { type FormEvent, useMemo, useState } from "react";
import { useEditorState, useStore } from "~/store/store-context";
import { pathProblem } from "./file-paths";
import styles from "./studio.module.css";

interface Props {
  /** A read-only share: files open, but are not added, renamed or removed. */
  readOnly?: boolean;
}

type Editing = { mode: "add" } | { mode: "rename"; from: string };

export function FileTree({ readOnly = false }: Props) {
  const store = useStore();
  const files = useEditorState((s) => s.files);
  const openFile = useEditorState((s) => s.openFile);
  const findings = useEditorState((s) => s.findings);
  const errorsByFile = useMemo(() => {
    const map = new Map<string, number>();
    for (const f of findings) if (f.severity === "error") map.set(f.file, (map.get(f.file) ?? 0) + 1);
    return map;
  }, [findings]);
  const [editing, setEditing] = useState<Editing | undefined>();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const paths = Object.keys(files).sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));

  const start = (next: Editing) => {
    setEditing(next);
    setName(next.mode === "rename" ? next.from : "bin/");
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const path = name.trim();
    const from = editing.mode === "rename" ? editing.from : undefined;
    const why = pathProblem(path, files, from);
    if (why) {
      setProblem(why);
      return;
    }
    store.putFile(path, from);
    setEditing(undefined);
  };

  const remove = (path: string) => {
    const required = (requiredFiles as readonly string[]).includes(path);
    if (!confirm(`Remove ${path}?${required ? " It is one of the three files every pack needs." : ""}`)) return;
    store.removeFile(path);
  };

  return (
    <div className={styles.tree} data-testid="file-tree">
      <header className={styles.panelHeader}>
        <h2>Files</h2>
        {!readOnly && (
          <button type="button" onClick={() => start({ mode: "add" })} aria-label="Add a file">
            + File
          </button>
        )}
      </header>
      {editing && (
        <form onSubmit={submit} className={styles.treeForm}>
          <label htmlFor="file-name">
            {editing.mode === "add" ? "New file path" : `Rename ${editing.mode === "rename" ? editing.from : ""}`}
          </label>
          <input
            id="file-name"
            ref={(el) => el?.focus()}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && setEditing(undefined)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "file-name-problem" : undefined}
          />
          {problem && (
            <p id="file-name-problem" role="alert" className={styles.inlineError}>
              {problem}
            </p>
          )}
          <div>
            <button type="submit" className="primary">
              {editing.mode === "add" ? "Add" : "Rename"}
            </button>{" "}
            <button type="button" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <ul className={styles.treeList}>
        {paths.map((path) => {
          const errors = errorsByFile.get(path) ?? 0;
          return (
            <li key={path} className={path === openFile ? styles.treeOpen : undefined}>
              <button
                type="button"
                className={styles.treeFile}
                style={{ paddingLeft: 8 + depth(path) * 12 }}
                onClick={() => store.open(path)}
                aria-current={path === openFile ? "page" : undefined}
                data-testid="tree-file"
                data-path={path}
              >
                {path}
                {errors > 0 && (
                  <span className={styles.treeErrors} title={`${errors} errors`}>
                    {errors}
                    <span className="visually-hidden"> errors</span>
                  </span>
                )}
              </button>
              {!readOnly && (
                <span className={styles.treeActions}>
                  <button
                    type="button"
                    onClick={() => start({ mode: "rename", from: path })}
                    aria-label={`Rename ${path}`}
                    title="Rename"
                  >
                    ✎
                  </button>
                  <button type="button" onClick={() => remove(path)} aria-label={`Remove ${path}`} title="Remove">
                    ✕
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {!(requiredFiles as readonly string[]).every((f) => f in files) && (
        <p className={styles.inlineError}>
          A pack needs surface.json, policy.json and HARNESS.md: add the missing one.
        </p>
      )}
    </div>
  );
}

function depth(path: string): number {
  return path.split("/").length - 1;
}
