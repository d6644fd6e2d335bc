"use client";
// The studio shell: toolbar, file tree, Monaco with live lint, problems, and the preview panels.
import { type Finding, readPack } from "@packstudio/core";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { CommandPreview } from "~/preview/command-preview";
import { CommandsOverview } from "~/preview/commands-overview";
import { SkillView } from "~/preview/skill-view";
import type { Snapshot } from "~/share/snapshot";
import { CodeEditor, type Reveal } from "./code-editor";
import { parseDeepLink, writeDeepLink } from "./deep-link";
import { FileTree } from "./file-tree";
import { HelpDialog } from "./help-dialog";
import type { monaco } from "./monaco-setup";
import { loadSavedState, PackStore } from "./pack-store";
import { findingKey, ProblemsPanel } from "./problems-panel";
import styles from "./studio.module.css";
import type { PackTemplate } from "./template";
import { applyTheme, effectiveTheme, savedTheme, type ThemeChoice } from "./theme";
import { Toolbar } from "./toolbar";

type Tab = "preview" | "commands" | "skill";
const tabs: [Tab, string][] = [
  ["preview", "Preview"],
  ["commands", "Commands"],
  ["skill", "Skill"],
];

function initialStore(templates: PackTemplate[], snapshot: Snapshot | undefined): PackStore {
  if (snapshot) {
    // A share opens in memory only: the person's saved pack stays as it was.
    const openFile = "surface.json" in snapshot.files ? "surface.json" : (Object.keys(snapshot.files)[0] ?? "");
    const origin = snapshot.id ? `share:${snapshot.id}` : "link";
    return new PackStore({ files: { ...snapshot.files }, openFile, origin }, { persist: false });
  }
  const saved = loadSavedState();
  if (saved) return new PackStore(saved);
  const first = templates.find((t) => t.id === "ledger") ?? templates[0];
  return new PackStore({ files: { ...(first?.files ?? {}) }, openFile: "surface.json", origin: first?.id ?? "empty" });
}

function typingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el &&
    (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) || !!el.closest(".monaco-editor"))
  );
}

/** `snapshot` opens a share read-only (no edits, no file changes) instead of the person's saved pack. */
export function Studio({ templates, snapshot }: { templates: PackTemplate[]; snapshot?: Snapshot }) {
  const [store] = useState(() => initialStore(templates, snapshot));
  const readOnly = snapshot !== undefined;
  // A link that carries its files keeps them in its fragment: deep links there would overwrite them.
  const deepLinks = snapshot?.id !== null;
  const state = useSyncExternalStore(store.subscribe, store.get);
  const findings = useSyncExternalStore(store.subscribe, store.findings);
  const files = useDeferredValue(state.files);
  const [themeChoice, setThemeChoice] = useState<ThemeChoice>(() => savedTheme());
  const [theme, setTheme] = useState<"light" | "dark">(() => effectiveTheme(savedTheme()));
  const [tab, setTab] = useState<Tab>("preview");
  const [help, setHelp] = useState(false);
  const [reveal, setReveal] = useState<Reveal | undefined>();
  const [selected, setSelected] = useState<string | undefined>();
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor | undefined>();

  const packId = useMemo(() => readPack(files).surface?.id ?? null, [files]);
  const errorsByFile = useMemo(() => {
    const map = new Map<string, number>();
    for (const f of findings) if (f.severity === "error") map.set(f.file, (map.get(f.file) ?? 0) + 1);
    return map;
  }, [findings]);

  // The finding a deep link names stays in the link while the cursor stays on its line.
  const selectedRef = useRef<{ file: string; line: number; code: string } | undefined>(undefined);

  const openFinding = useCallback(
    (f: Finding) => {
      setSelected(findingKey(f));
      selectedRef.current = { file: f.file, line: f.range.start.line, code: f.code };
      const { start, end } = f.range;
      setReveal({
        file: f.file,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        nonce: Math.random(),
      });
      if (deepLinks) writeDeepLink({ file: f.file, line: start.line, finding: f.code });
    },
    [deepLinks],
  );

  const onCursor = useCallback(
    (file: string, line: number) => {
      const sel = selectedRef.current;
      const keep = sel && sel.file === file && sel.line === line;
      if (!keep) selectedRef.current = undefined;
      if (deepLinks) writeDeepLink({ file, line, ...(keep && { finding: sel.code }) });
    },
    [deepLinks],
  );

  // A deep link opens its file and line, and selects its finding.
  useEffect(() => {
    const link = deepLinks ? parseDeepLink(location.hash) : undefined;
    if (!link || !(link.file in store.get().files)) return;
    store.set({ openFile: link.file });
    const f = store
      .findings()
      .find((x) => x.file === link.file && x.code === link.finding && x.range.start.line === link.line);
    if (f) openFinding(f);
    else setReveal({ file: link.file, line: link.line, nonce: Math.random() });
  }, [store, openFinding, deepLinks]);

  useEffect(() => {
    const save = () => store.saveNow();
    window.addEventListener("pagehide", save);
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => themeChoice === "system" && setTheme(applyTheme("system"));
    media.addEventListener("change", follow);
    return () => {
      window.removeEventListener("pagehide", save);
      media.removeEventListener("change", follow);
    };
  }, [store, themeChoice]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "?" && !typingTarget(e.target)) {
        e.preventDefault();
        setHelp(true);
      } else if (e.altKey && !e.ctrlKey && !e.metaKey && /^Digit[1-3]$/.test(e.code)) {
        e.preventDefault();
        setTab(tabs[Number(e.code.slice(5)) - 1]?.[0] ?? "preview");
      } else if (e.altKey && e.code === "KeyP") {
        e.preventDefault();
        document.querySelector<HTMLButtonElement>("[data-testid=problem] button")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (state.openFile === "HARNESS.md") setTab("skill");
  }, [state.openFile]);

  const load = (next: Record<string, string>, origin: string) => {
    const openFile = "surface.json" in next ? "surface.json" : (Object.keys(next)[0] ?? "surface.json");
    store.set({ files: next, openFile, origin });
    setSelected(undefined);
  };

  return (
    <div className={styles.studio} data-testid="studio">
      <Toolbar
        packId={packId}
        templates={templates}
        theme={themeChoice}
        files={state.files}
        snapshot={snapshot}
        onTemplate={(t) => load({ ...t.files }, t.id)}
        onImport={load}
        onFormat={() => editor?.getAction("editor.action.formatDocument")?.run()}
        onTheme={(choice) => {
          setThemeChoice(choice);
          setTheme(applyTheme(choice));
        }}
        onHelp={() => setHelp(true)}
      />
      <FileTree
        store={store}
        files={state.files}
        openFile={state.openFile}
        errorsByFile={errorsByFile}
        readOnly={readOnly}
      />
      <main className={styles.center}>
        <div className={styles.editorTitle}>
          <span data-testid="open-file">{state.openFile}</span>
        </div>
        <div className={styles.editorHost}>
          <CodeEditor
            store={store}
            theme={theme}
            reveal={reveal}
            onEditor={setEditor}
            onCursor={onCursor}
            readOnly={readOnly}
          />
        </div>
        <ProblemsPanel findings={findings} selected={selected} onOpen={openFinding} />
      </main>
      <aside className={styles.side} aria-label="Preview panels">
        <div role="tablist" className={styles.tabs} aria-label="Panels">
          {tabs.map(([id, label], i) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                  const next =
                    tabs[(i + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]?.[0] ?? "preview";
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
              title={`Alt+${i + 1}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
          {tab === "preview" && <CommandPreview files={files} />}
          {tab === "commands" && <CommandsOverview files={files} />}
          {tab === "skill" && <SkillView markdown={files["HARNESS.md"]} />}
        </div>
      </aside>
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
