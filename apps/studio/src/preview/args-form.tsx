"use client";
// The arguments form of a command, generated from its args schema: one labelled control per argument.
import type { ChangeEvent } from "react";
import { Plain } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";
import type { FormField, FormValues } from "~/store/form-values";

interface ArgsFormProps {
  idPrefix: string;
  fields: FormField[];
  values: FormValues;
  /** Problems of the last render, by argument name. */
  problems: Map<string, string[]>;
  onChange: (name: string, value: string) => void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function FieldControl({
  field,
  id,
  raw,
  invalid,
  describedBy,
  onChange,
}: {
  field: FormField;
  id: string;
  raw: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (e: ChangeEvent<Control>) => void;
}) {
  const common = {
    id,
    name: field.name,
    "data-testid": `arg-${field.name}`,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required || undefined,
    className: styles.control,
    onChange,
  };
  if (field.kind === "enum" || field.kind === "boolean") {
    const options =
      field.kind === "boolean"
        ? [
            { value: "true", label: "true" },
            { value: "false", label: "false" },
          ]
        : field.options;
    const known = raw === undefined || raw === "" || options.some((o) => o.value === raw);
    return (
      <select {...common} value={raw ?? ""}>
        {field.required && field.kind === "enum" ? (
          <option value="" disabled>
            Choose…
          </option>
        ) : (
          <option value="">(not given)</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {!known && raw !== undefined && <option value={raw}>{raw} (not allowed)</option>}
      </select>
    );
  }
  const placeholder = field.example !== undefined ? `e.g. ${field.example}` : undefined;
  if (field.kind === "integer" || field.kind === "number") {
    return (
      <input
        {...common}
        type="number"
        step={field.kind === "integer" ? 1 : "any"}
        inputMode={field.kind === "integer" ? "numeric" : "decimal"}
        value={raw ?? ""}
        placeholder={placeholder}
      />
    );
  }
  // A value with a line break (from a command line) would lose it in a one-line input.
  if (raw?.includes("\n")) return <textarea {...common} rows={3} value={raw} placeholder={placeholder} />;
  return (
    <input
      {...common}
      type="text"
      value={raw ?? ""}
      placeholder={placeholder}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
    />
  );
}

function typeHint(field: FormField): string {
  if (field.kind === "enum") return field.options.map((o) => o.label).join(" | ");
  if (field.kind === "json") return `${field.typeLabel}, as JSON`;
  return field.typeLabel;
}

export function ArgsForm({ idPrefix, fields, values, problems, onChange }: ArgsFormProps) {
  if (fields.length === 0) return <p className={styles.soft}>This command takes no arguments.</p>;
  return (
    <div className={styles.form}>
      {fields.map((field) => {
        const id = `${idPrefix}-arg-${field.name}`;
        const raw = values[field.name];
        const errors = problems.get(field.name) ?? [];
        const helpId = field.description || field.defaultValue !== undefined ? `${id}-help` : undefined;
        const errorId = errors.length > 0 ? `${id}-error` : undefined;
        const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id} className={styles.fieldLabel}>
              <code className={styles.argName}>
                <Plain text={field.name} />
              </code>
              {field.required && (
                <span className={styles.required} role="img" aria-label="required" title="required">
                  *
                </span>
              )}
              <span className={styles.typeHint}>{typeHint(field)}</span>
            </label>
            <FieldControl
              field={field}
              id={id}
              raw={raw}
              invalid={errors.length > 0}
              describedBy={describedBy}
              onChange={(e) => onChange(field.name, e.target.value)}
            />
            {raw === "" && field.kind === "text" && (
              <span className={styles.soft} data-testid={`field-empty-${field.name}`}>
                Given as an empty string <code>""</code>
              </span>
            )}
            {helpId && (
              <p id={helpId} className={styles.help}>
                {field.description}
                {field.defaultValue !== undefined && (
                  <>
                    {field.description ? " " : ""}(default: <code>{field.defaultValue}</code>)
                  </>
                )}
              </p>
            )}
            {errorId && (
              <ul id={errorId} className={styles.fieldError} data-testid={`field-error-${field.name}`}>
                {errors.map((message) => (
                  <li key={message}>
                    <Plain text={message} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
