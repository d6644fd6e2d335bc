"use client";
import { ApprovalCardView } from "~/approval-card/approval-card";
import { Plain } from "~/escaped/escaped-text";
import { RequestSlot } from "~/openapi/openapi-slots";
import styles from "~/shell/panels.module.css";
import { isRequest } from "~/store/preview-render";
// What the chosen command and form render to: the refusal, or argv (an openapi command's request), line and
// approval card; greyed when not current.
import { useEditorState } from "~/store/store-context";
import { RefusalView } from "./refusal-view";
import { RenderedView } from "./rendered-view";
import type { PreviewPlan } from "./use-preview-plan";

export function PreviewResult({ plan }: { plan: PreviewPlan }) {
  const { invalid, result, anyway, setAnyway, canPreviewAnyway, openapiLoading } = plan;
  const line = useEditorState((s) => s.line);
  // A refused typed line changed nothing below: what is shown is the previous input's, so it must not look current.
  const stale = line.status === "refused";
  const card = result?.ok ? (isRequest(result) ? result.plan.card : result.card) : null;
  return (
    <section className={styles.section} aria-label="Preview" data-testid="preview-result">
      {stale && (
        <p className={styles.staleBanner} data-testid="preview-stale" role="status">
          <strong>Not the typed line:</strong> the command line above was refused, so this is still the preview of the
          previous input. Fix the line and press <kbd>Enter</kbd>, or change the form: <Plain text={line.message} />
        </p>
      )}
      <div
        className={stale ? `${styles.section} ${styles.stale}` : styles.section}
        data-stale={stale || undefined}
        inert={stale}
      >
        {invalid && <RefusalView error={invalid.error} />}
        {invalid !== undefined && (
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
        {openapiLoading && (invalid === undefined || anyway) && (
          <p className={styles.soft} role="status" data-testid="openapi-loading">
            Reading the OpenAPI document…
          </p>
        )}
        {result?.ok && (
          <>
            {invalid && (
              <p className={styles.noteBanner} data-testid="preview-anyway-note">
                Previewing a pack that does not pass lint.
              </p>
            )}
            {isRequest(result) ? <RequestSlot plan={result.plan} /> : <RenderedView result={result} />}
            {card ? (
              <ApprovalCardView card={card} />
            ) : (
              <p className={styles.soft} data-testid="no-card">
                No approval card: this command runs without asking a person.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
