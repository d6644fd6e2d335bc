"use client";
// The chosen command's arguments: the generated form, "Fill in the examples" and "Clear".
import type { VerbView } from "@packstudio/core";
import styles from "~/shell/panels.module.css";
import { formFromExamples } from "~/store/form-values";
import { useStore } from "~/store/store-context";
import { ArgsForm } from "./args-form";
import type { PreviewPlan } from "./use-preview-plan";

export function ArgsSection({ idPrefix, verb, plan }: { idPrefix: string; verb: VerbView; plan: PreviewPlan }) {
  const store = useStore();
  const { fields, values, problems } = plan;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>
        Arguments of <code>{verb.key}</code>
        {!verb.args && fields.length > 0 && <span className={styles.soft}> (from its placeholders)</span>}
      </legend>
      <ArgsForm
        idPrefix={idPrefix}
        fields={fields}
        values={values}
        problems={problems}
        onChange={(name, value) => store.setField(verb.key, name, value)}
      />
      {fields.length > 0 && (
        <div className={styles.buttonRow}>
          <button
            type="button"
            data-testid="fill-examples"
            onClick={() => store.setForm(verb.key, formFromExamples(fields))}
          >
            Fill in the examples
          </button>
          <button type="button" data-testid="clear-args" onClick={() => store.setForm(verb.key, {})}>
            Clear
          </button>
        </div>
      )}
    </fieldset>
  );
}
