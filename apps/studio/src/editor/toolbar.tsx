"use client";
// The studio's top bar: templates, upload (folder or .zip), download, format, share, theme and help; a share's read-only bar.
import { studioRoutes } from "@packstudio/core";
import { useRef, useState } from "react";
import { NewFromDocumentButton } from "~/openapi/openapi-slots";
import type { Snapshot } from "~/share/snapshot";
import type { PackTemplate } from "~/store/template";
import { importFileList, zipPack } from "./pack-zip";
import { ReviewChanges } from "./review-changes";
import { ShareButton } from "./share-dialog";
import { SnapshotActions } from "./snapshot-actions";
import styles from "./studio.module.css";
import type { ThemeChoice } from "./theme";

interface Props {
  packId: string | null;
  templates: PackTemplate[];
  theme: ThemeChoice;
  files: Record<string, string>;
  /** A read-only share: no templates, uploads or format; "Edit a copy" instead. */
  snapshot?: Snapshot | undefined;
  onTemplate: (template: PackTemplate) => void;
  onImport: (files: Record<string, string>, origin: string) => void;
  onFormat: () => void;
  onTheme: (theme: ThemeChoice) => void;
  onHelp: () => void;
}

export function Toolbar(props: Props) {
  const zipInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | undefined>();

  const upload = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const result = await importFileList(list);
    if (result.ok) {
      setMessage(undefined);
      props.onImport(result.files, "upload");
    } else setMessage(result.message);
  };

  const download = async () => {
    const blob = new Blob([(await zipPack(props.files)) as BlobPart], { type: "application/zip" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `${props.packId || "pack"}.zip`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <header className={styles.toolbar}>
      <h1 className={styles.brand}>Pack Studio</h1>
      <a href={studioRoutes.catalog} data-testid="catalog-link" title="Browse the published packs">
        Catalog
      </a>
      <span className={styles.packName} data-testid="pack-id">
        {props.packId ?? "(no id)"}
      </span>
      {props.snapshot && <SnapshotActions snapshot={props.snapshot} />}
      {!props.snapshot && (
        <>
          <label className={styles.toolbarField}>
            <span className="visually-hidden">New pack from a template</span>
            <select
              aria-label="New pack from a template"
              data-testid="template-select"
              value=""
              onChange={(e) => {
                const t = props.templates.find((x) => x.id === e.target.value);
                if (t && confirm(`Replace the open pack with "${t.title}"? Download it first to keep it.`))
                  props.onTemplate(t);
              }}
            >
              <option value="">New from template…</option>
              {props.templates.map((t) => (
                <option key={t.id} value={t.id} title={t.description}>
                  {t.title}
                </option>
              ))}
            </select>
          </label>
          <NewFromDocumentButton />
          <button type="button" onClick={() => zipInput.current?.click()}>
            Open .zip
          </button>
          <button type="button" onClick={() => folderInput.current?.click()}>
            Open folder
          </button>
          <input
            ref={zipInput}
            type="file"
            accept=".zip,application/zip"
            hidden
            data-testid="zip-input"
            onChange={(e) => upload(e.target.files)}
          />
          <input
            ref={folderInput}
            type="file"
            hidden
            multiple
            data-testid="folder-input"
            {...{ webkitdirectory: "" }}
            onChange={(e) => upload(e.target.files)}
          />
        </>
      )}
      <button type="button" onClick={download} data-testid="download">
        Download .zip
      </button>
      {!props.snapshot && (
        <>
          <button type="button" onClick={props.onFormat} title="Shift+Alt+F">
            Format
          </button>
          <ShareButton files={props.files} packId={props.packId} />
          <ReviewChanges />
        </>
      )}
      <span className={styles.spacer} />
      <label className={styles.toolbarField}>
        Theme{" "}
        <select
          value={props.theme}
          onChange={(e) => props.onTheme(e.target.value as ThemeChoice)}
          data-testid="theme-select"
        >
          <option value="system">System</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </label>
      <button type="button" onClick={props.onHelp} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
        ?
      </button>
      {message && (
        <p role="alert" className={styles.toolbarError} data-testid="upload-error">
          {message}{" "}
          <button type="button" onClick={() => setMessage(undefined)} aria-label="Dismiss">
            ✕
          </button>
        </p>
      )}
    </header>
  );
}
