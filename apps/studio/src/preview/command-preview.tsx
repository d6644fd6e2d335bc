"use client";
// The command preview: pick a command, fill its arguments (or type a command line), see the plan, run it.
import { readyLine } from "@packstudio/core";
import { useId } from "react";
import { RunControls } from "~/dry-run/run-controls";
import { RunOutput } from "~/dry-run/run-output";
import { useRunner } from "~/dry-run/use-runner";
import { OpenApiUrlNote } from "~/openapi/openapi-url-note";
import styles from "~/shell/panels.module.css";
import { useEditorState } from "~/store/store-context";
import { ArgsSection } from "./args-section";
import { CommandLineInput } from "./command-line-input";
import { PreviewResult } from "./preview-result";
import { usePreviewPlan } from "./use-preview-plan";
import { VerbPicker } from "./verb-picker";

export function CommandPreview() {
  const id = useId();
  const plan = usePreviewPlan();
  const { surface, verbs, verb } = plan;
  const line = useEditorState((s) => s.line);
  // Sandbox runs send the files and arguments the preview shows (the deferred ones).
  const runner = useRunner({
    files: plan.files,
    verbKey: verb?.key,
    args: plan.args,
    plan: plan.result,
    packInvalid: plan.invalid !== undefined,
    // A refused typed line leaves the last accepted plan on screen, greyed: Run must not run that one.
    lineRefusal: line.status === "refused" ? line.message : null,
    isOpenApi: plan.isOpenApi,
  });

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
        <OpenApiUrlNote surface={surface} />
        <p className={styles.empty}>
          This pack declares no commands yet: add one under <code>verbs</code> in <code>surface.json</code>.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="command-preview">
      <OpenApiUrlNote surface={surface} />
      <VerbPicker id={`${id}-verb`} verbs={verbs} verb={verb} />
      <CommandLineInput placeholder={readyLine(surface, verb).line} />
      <ArgsSection idPrefix={id} verb={verb} plan={plan} />
      <PreviewResult plan={plan} />
      <RunControls runner={runner} />
      <RunOutput runner={runner} />
    </div>
  );
}
