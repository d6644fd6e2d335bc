"use client";
// The command preview: pick a command, fill its arguments (or type a command line), see argv, refusals and the card.
import {
  loadValidPack,
  type ParsedCommandLine,
  type RenderResult,
  readPack,
  readyLine,
  renderLoaded,
} from "@packstudio/core";
import { useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import { ApprovalCardView } from "./approval-card";
import { ArgsForm } from "./args-form";
import { CommandLineInput } from "./command-line-input";
import { argsFromForm, type FormValues, formFields, formFromArgs, formFromExamples } from "./form-values";
import styles from "./preview.module.css";
import { RefusalView } from "./refusal-view";
import { RenderedView } from "./rendered-view";
import { RunControls } from "./run-controls";
import { RunOutput } from "./run-output";
import { useRunner } from "./use-runner";

const noValues: FormValues = {};

export function CommandPreview({ files }: { files: Record<string, string> }) {
  const id = useId();
  // Typing in the editor stays responsive: the preview catches up at lower priority.
  const deferred = useDeferredValue(files);
  const views = useMemo(() => readPack(deferred), [deferred]);
  // loadValidPack is renderCommand's first half (lint once per files); renderLoaded then runs per keystroke.
  const loaded = useMemo(() => loadValidPack(deferred), [deferred]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [forms, setForms] = useState<Record<string, FormValues>>({});
  const [anyway, setAnyway] = useState(false);

  const surface = views.surface;
  const verbs = surface?.verbs ?? [];
  const verb = verbs.find((v) => v.key === chosen) ?? verbs[0];
  const verbKey = verb?.key;
  const fields = useMemo(() => (surface && verb ? formFields(surface, verb) : []), [surface, verb]);
  const values = (verbKey !== undefined && forms[verbKey]) || noValues;
  const args = useMemo(() => argsFromForm(fields, values), [fields, values]);
  const invalid = "ok" in loaded ? loaded : undefined;
  const canPreviewAnyway = Boolean(views.surface && views.policy);

  const result: RenderResult | undefined = useMemo(() => {
    if (verbKey === undefined) return undefined;
    if (!("ok" in loaded)) return renderLoaded(loaded, verbKey, args);
    if (anyway && views.surface && views.policy) {
      return renderLoaded({ surface: views.surface, policy: views.policy }, verbKey, args);
    }
    return loaded;
  }, [loaded, views, verbKey, args, anyway]);

  const problems = useMemo(() => {
    const map = new Map<string, string[]>();
    if (result && !result.ok) {
      for (const p of result.error.problems ?? []) map.set(p.name, [...(map.get(p.name) ?? []), p.message]);
    }
    return map;
  }, [result]);

  const setField = useCallback(
    (name: string, value: string) => {
      if (verbKey === undefined) return;
      setForms((all) => {
        const next = { ...(all[verbKey] ?? {}) };
        if (value === "") delete next[name];
        else next[name] = value;
        return { ...all, [verbKey]: next };
      });
    },
    [verbKey],
  );

  // Sandbox runs send the files and arguments the preview shows (the deferred ones).
  const runner = useRunner({ files: deferred, verbKey, args, plan: result, packInvalid: invalid !== undefined });

  const onRead = useCallback(
    (parsed: ParsedCommandLine) => {
      const target = surface?.verbs.find((v) => v.key === parsed.verb);
      if (!surface || !target) return;
      setChosen(parsed.verb);
      setForms((all) => ({ ...all, [parsed.verb]: formFromArgs(formFields(surface, target), parsed.args) }));
    },
    [surface],
  );

  if (!surface) {
    return (
      <div className={styles.panel} data-testid="command-preview">
        <p className={styles.empty}>
          <code>surface.json</code> does not read as a JSON object yet. Fix it in the editor to preview its commands.
        </p>
      </div>
    );
  }
  if (!verb) {
    return (
      <div className={styles.panel} data-testid="command-preview">
        <p className={styles.empty}>
          This pack declares no commands yet: add one under <code>verbs</code> in <code>surface.json</code>.
        </p>
      </div>
    );
  }

  const selectId = `${id}-verb`;
  const ready = readyLine(surface, verb);
  const anywayShown = invalid !== undefined;
  return (
    <div className={styles.panel} data-testid="command-preview">
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.fieldLabel}>
          Command
        </label>
        <select
          id={selectId}
          className={`${styles.control} ${styles.mono}`}
          data-testid="verb-select"
          value={verb.key}
          aria-describedby={verb.description ? `${selectId}-help` : undefined}
          onChange={(e) => setChosen(e.target.value)}
        >
          {verbs.map((v) => (
            <option key={v.key} value={v.key}>
              {v.key}
            </option>
          ))}
        </select>
        {verb.description && (
          <p id={`${selectId}-help`} className={styles.help} data-testid="verb-description">
            {verb.description}
          </p>
        )}
      </div>

      <CommandLineInput surface={surface} placeholder={ready.line} onRead={onRead} />

      <fieldset className={styles.fieldset}>
        <legend className={styles.sectionTitle}>
          Arguments of <code>{verb.key}</code>
          {!verb.args && fields.length > 0 && <span className={styles.soft}> (from its placeholders)</span>}
        </legend>
        <ArgsForm idPrefix={id} fields={fields} values={values} problems={problems} onChange={setField} />
        {fields.length > 0 && (
          <div className={styles.buttonRow}>
            <button
              type="button"
              data-testid="fill-examples"
              onClick={() => setForms((all) => ({ ...all, [verb.key]: formFromExamples(fields) }))}
            >
              Fill in the examples
            </button>
            <button
              type="button"
              data-testid="clear-args"
              onClick={() => setForms((all) => ({ ...all, [verb.key]: {} }))}
            >
              Clear
            </button>
          </div>
        )}
      </fieldset>

      <section className={styles.section} aria-label="Preview" data-testid="preview-result">
        {invalid && <RefusalView error={invalid.error} />}
        {anywayShown && (
          <div className={styles.anyway}>
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                data-testid="preview-anyway"
                checked={anyway}
                disabled={!canPreviewAnyway}
                onChange={(e) => setAnyway(e.target.checked)}
              />{" "}
              Preview anyway
            </label>
            <span className={styles.soft}>
              {canPreviewAnyway
                ? "Renders the command as if the pack passed lint. A runtime would refuse it."
                : "Not possible: surface.json and policy.json must both read as JSON objects."}
            </span>
          </div>
        )}
        {result && !result.ok && result !== invalid && <RefusalView error={result.error} />}
        {result?.ok && (
          <>
            {invalid && (
              <p className={styles.noteBanner} data-testid="preview-anyway-note">
                Previewing a pack that does not pass lint.
              </p>
            )}
            <RenderedView result={result} />
            {result.card ? (
              <ApprovalCardView card={result.card} />
            ) : (
              <p className={styles.soft} data-testid="no-card">
                No approval card: this command runs without asking a person.
              </p>
            )}
          </>
        )}
      </section>

      <RunControls runner={runner} />
      <RunOutput runner={runner} />
    </div>
  );
}
