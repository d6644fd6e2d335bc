"use client";
// The review's conversation: comments anchored to a file and a JSON pointer or line, a form to add one, verdicts.
import type { Verdict } from "@packstudio/core";
import { type FormEvent, Fragment, type RefObject, useContext, useEffect, useId, useRef, useState } from "react";
import { Plain } from "~/escaped/escaped-text";
import styles from "./review.module.css";
import { anchorLabel, type Conversation, type ReviewComment } from "./review-types";
import { ReviewerContext } from "./reviewer-context";

export const verdictLabel: Record<Verdict, string> = { approve: "Approved", request_changes: "Changes requested" };

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

/** Beside a typed name: nobody checked it (only a signed-in account's name is an identity). */
function Unverified() {
  return (
    <span className={styles.soft} data-testid="unverified">
      (unverified name){" "}
    </span>
  );
}

export function CommentList({ comments, file }: { comments: ReviewComment[]; file: string }) {
  const mine = comments.filter((c) => c.file === file);
  if (mine.length === 0) return <p className={styles.soft}>No comments on this file yet.</p>;
  return (
    <ol className={styles.comments} aria-label={`Comments on ${file}`}>
      {mine.map((c) => (
        <li key={c.id} className={styles.comment} data-testid="comment" data-file={c.file}>
          <div className={styles.commentHead}>
            <strong data-testid="comment-author">
              <Plain text={c.author} />
            </strong>{" "}
            {!c.signedIn && <Unverified />}
            <code data-testid="comment-anchor">
              <Plain text={anchorLabel(c)} />
            </code>{" "}
            <time className={styles.soft} dateTime={c.at}>
              {when(c.at)}
            </time>
          </div>
          {/* Text only, never markup; hidden characters show as <U+…> escapes, line breaks stay. */}
          <p className={styles.commentBody} data-testid="comment-body">
            {c.body
              .split("\n")
              .map((line, index) => ({ line, index }))
              .map((l) => (
                // A line's position is its identity in a comment that never changes.
                <Fragment key={l.index}>
                  {l.index > 0 && <br />}
                  <Plain text={l.line} />
                </Fragment>
              ))}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * What a field shows when its form is sent. A value the page's state never saw (browser autofill, an extension,
 * text typed the instant the review appeared: CI saw a verdict go out unnamed while "Ada" showed) is still what the
 * person means to send, so a comment or verdict takes its name and text from the fields themselves.
 */
export function shownValue(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, fallback: string): string {
  return field.current?.value ?? fallback;
}

/** The name a name field shows at a send, kept as the page's name when the state missed it. */
function sentName(field: RefObject<HTMLInputElement | null>, name: string, onName: (name: string) => void): string {
  const typed = shownValue(field, name);
  if (typed !== name) onName(typed);
  return typed;
}

interface NameProps {
  name: string;
  onName: (name: string) => void;
  /** The input, for shownValue at submit. */
  field?: RefObject<HTMLInputElement | null>;
}

export function NameField({ name, onName, field }: NameProps) {
  const id = useId();
  const reviewer = useContext(ReviewerContext);
  // With sign-in on, the account is the author: no name to type (a typed one would not be an identity).
  if (reviewer) {
    return reviewer.name === null ? (
      <p className={styles.soft} data-testid="reviewer-sign-in">
        Sign in (at the top of the page) to comment and give a verdict.
      </p>
    ) : (
      <p className={styles.soft} data-testid="reviewer-account">
        As <Plain text={reviewer.name} />
      </p>
    );
  }
  return (
    <label htmlFor={id} className={styles.field}>
      Your name
      <input
        id={id}
        ref={field}
        data-testid="reviewer-name"
        value={name}
        maxLength={80}
        autoComplete="name"
        placeholder="shown with what you write"
        onChange={(e) => onName(e.target.value)}
      />
    </label>
  );
}

type AnchorKind = "line" | "pointer" | "file";

interface FormProps {
  file: string;
  /** The line last clicked in the diff. */
  pickedLine: number | undefined;
  name: string;
  onName: (name: string) => void;
  /** The anchor, the body and the name as the form shows them. */
  onSubmit: (anchor: { pointer?: string; line?: number }, body: string, name: string) => Promise<boolean>;
  busy: boolean;
  error: string | undefined;
}

export function CommentForm({ file, pickedLine, name, onName, onSubmit, busy, error }: FormProps) {
  const [kind, setKind] = useState<AnchorKind>("file");
  const [line, setLine] = useState("");
  const [pointer, setPointer] = useState("");
  const [body, setBody] = useState("");
  const ids = { kind: useId(), line: useId(), pointer: useId(), body: useId() };
  const nameField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  // A line clicked in the diff becomes the comment's anchor.
  useEffect(() => {
    if (pickedLine === undefined) return;
    setKind("line");
    setLine(String(pickedLine));
  }, [pickedLine]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const anchor = kind === "line" ? { line: Number(line) } : kind === "pointer" ? { pointer } : {};
    const typed = sentName(nameField, name, onName);
    if (await onSubmit(anchor, shownValue(bodyField, body), typed)) setBody("");
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="comment-form" aria-label={`Comment on ${file}`}>
      <NameField name={name} onName={onName} field={nameField} />
      <div className={styles.anchorRow}>
        <label htmlFor={ids.kind} className={styles.field}>
          About
          <select
            id={ids.kind}
            data-testid="comment-anchor-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as AnchorKind)}
          >
            <option value="file">the whole file</option>
            <option value="line">a line</option>
            <option value="pointer">a JSON pointer</option>
          </select>
        </label>
        {kind === "line" && (
          <label htmlFor={ids.line} className={styles.field}>
            Line
            <input
              id={ids.line}
              data-testid="comment-line"
              type="number"
              min={1}
              required
              value={line}
              onChange={(e) => setLine(e.target.value)}
            />
          </label>
        )}
        {kind === "pointer" && (
          <label htmlFor={ids.pointer} className={styles.field}>
            Pointer
            <input
              id={ids.pointer}
              data-testid="comment-pointer"
              value={pointer}
              maxLength={1000}
              placeholder="/verbs/list"
              onChange={(e) => setPointer(e.target.value)}
            />
          </label>
        )}
      </div>
      <label htmlFor={ids.body} className={styles.field}>
        Comment <span className={styles.soft}>(plain text)</span>
        <textarea
          id={ids.body}
          ref={bodyField}
          data-testid="comment-text"
          rows={3}
          maxLength={4000}
          required
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert" data-testid="comment-error">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy} data-testid="comment-submit">
        {busy ? "Adding…" : "Add comment"}
      </button>
    </form>
  );
}

interface VerdictProps {
  verdicts: Conversation["verdicts"];
  name: string;
  onName: (name: string) => void;
  /** The verdict, and the name as the field shows it. */
  onVerdict: (verdict: Verdict, name: string) => void;
  busy: boolean;
  error: string | undefined;
}

export function VerdictPanel({ verdicts, name, onName, onVerdict, busy, error }: VerdictProps) {
  const reviewer = useContext(ReviewerContext);
  const nameField = useRef<HTMLInputElement>(null);
  const give = (verdict: Verdict) => onVerdict(verdict, sentName(nameField, name, onName));
  return (
    <section className={styles.section} aria-labelledby="verdict-heading" data-testid="verdicts">
      <h2 id="verdict-heading" className={styles.heading}>
        Verdict
      </h2>
      {verdicts.length === 0 ? (
        <p className={styles.soft}>No verdict yet.</p>
      ) : (
        <ul className={styles.verdicts}>
          {verdicts.map((v) => (
            <li key={`${v.at} ${v.author}`} data-testid="verdict" data-verdict={v.verdict}>
              <span className={`${styles.badge} ${v.verdict === "approve" ? styles.approved : styles.changes}`}>
                {verdictLabel[v.verdict]}
              </span>{" "}
              by{" "}
              <strong>
                <Plain text={v.author} />
              </strong>{" "}
              {!v.signedIn && <Unverified />}
              <time className={styles.soft} dateTime={v.at}>
                {when(v.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.verdictRow}>
        <NameField name={name} onName={onName} field={nameField} />
        <button type="button" disabled={busy} data-testid="verdict-approve" onClick={() => give("approve")}>
          Approve
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="verdict-request-changes"
          onClick={() => give("request_changes")}
        >
          Request changes
        </button>
      </div>
      <p className={styles.soft}>
        {reviewer
          ? "Your latest verdict replaces your earlier one."
          : "Your latest verdict from this browser replaces your earlier one. Names are typed, not checked: a name that gave a verdict from another browser cannot give one here."}
      </p>
      {error && (
        <p className={styles.error} role="alert" data-testid="verdict-error">
          {error}
        </p>
      )}
    </section>
  );
}
