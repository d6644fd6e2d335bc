"use client";
import { pointerLine } from "@packstudio/core";
// Per-file diffs: the file list with statuses, Monaco's diff editor, and the file's comments beside it.
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { Plain } from "~/escaped/escaped-text";
import { CommentForm, CommentList } from "./conversation";
import type { DiffReveal } from "./file-diff";
import styles from "./review.module.css";
import type { ReviewData } from "./review-types";

// Monaco touches `window`: the diff editor is loaded in the browser only.
const FileDiff = dynamic(() => import("./file-diff").then((m) => m.FileDiff), {
  ssr: false,
  loading: () => <p className={styles.loading}>Loading the diff editor…</p>,
});

const statusLabel = { added: "added", removed: "removed", changed: "changed", same: "unchanged" } as const;

interface Props {
  data: ReviewData;
  file: string;
  onFile: (path: string) => void;
  reveal: DiffReveal | undefined;
  name: string;
  onName: (name: string) => void;
  onComment: (anchor: { pointer?: string; line?: number }, body: string, name: string) => Promise<boolean>;
  commentBusy: boolean;
  commentError: string | undefined;
}

export function FilesPanel(props: Props) {
  const { data, file, onFile, reveal } = props;
  const [pickedLine, setPickedLine] = useState<number | undefined>(undefined);
  const [showSame, setShowSame] = useState(false);
  const comments = data.conversation.comments;
  const count = (path: string) => comments.filter((c) => c.file === path).length;
  const files = data.comparison.files.filter((f) => showSame || f.status !== "same" || f.path === file);
  const same = data.comparison.files.filter((f) => f.status === "same").length;
  const shownText = data.head.files[file] ?? data.base.files[file] ?? "";
  // A comment on a line marks that line; one on a JSON pointer marks the line of the key it names in the text
  // shown (the head's, or the base's for a removed file); one on the whole file or document marks none.
  const lineComments = useMemo(
    () =>
      comments.flatMap((c) => {
        if (c.file !== file) return [];
        const line = c.line ?? (c.pointer ? pointerLine(shownText, c.pointer) : undefined);
        return line === undefined ? [] : [{ line, text: `${c.author}: ${c.body}` }];
      }),
    [comments, file, shownText],
  );

  return (
    <section className={styles.section} aria-labelledby="files-heading" data-testid="review-files">
      <h2 id="files-heading" className={styles.heading}>
        Files{" "}
        <span className={styles.soft}>
          {data.comparison.files.length - same} changed of {data.comparison.files.length}
        </span>
      </h2>
      <div className={styles.filesLayout}>
        <nav aria-label="Files of the review" className={styles.fileList}>
          <ul>
            {files.map((f) => (
              <li key={f.path}>
                <button
                  type="button"
                  className={f.path === file ? styles.fileCurrent : styles.fileButton}
                  aria-current={f.path === file ? "true" : undefined}
                  data-testid="review-file"
                  data-path={f.path}
                  data-status={f.status}
                  onClick={() => {
                    setPickedLine(undefined);
                    onFile(f.path);
                  }}
                >
                  <span className={`${styles.status} ${styles[`status_${f.status}`] ?? ""}`}>
                    {statusLabel[f.status]}
                  </span>{" "}
                  <Plain text={f.path} />
                  {count(f.path) > 0 && (
                    <span className={styles.count}>
                      {" "}
                      · {count(f.path)} comment{count(f.path) === 1 ? "" : "s"}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {same > 0 && (
            <button type="button" className={styles.linkButton} onClick={() => setShowSame((s) => !s)}>
              {showSame ? "Hide unchanged files" : `Show ${same} unchanged file${same === 1 ? "" : "s"}`}
            </button>
          )}
        </nav>
        <div className={styles.diff}>
          <p className={styles.diffTitle}>
            <code data-testid="diff-file">
              <Plain text={file} />
            </code>{" "}
            <span className={styles.soft}>base on the left, head on the right · click a line to comment on it</span>
          </p>
          <div className={styles.diffHost}>
            <FileDiff
              path={file}
              before={data.base.files[file] ?? ""}
              after={data.head.files[file] ?? ""}
              reveal={reveal}
              onLine={setPickedLine}
              lineComments={lineComments}
            />
          </div>
        </div>
        <aside className={styles.conversation} aria-label={`Comments on ${file}`} data-testid="file-comments">
          <h3 className={styles.subheading}>Comments on this file</h3>
          <CommentList comments={comments} file={file} />
          <CommentForm
            key={file}
            file={file}
            pickedLine={pickedLine}
            name={props.name}
            onName={props.onName}
            onSubmit={props.onComment}
            busy={props.commentBusy}
            error={props.commentError}
          />
        </aside>
      </div>
    </section>
  );
}
