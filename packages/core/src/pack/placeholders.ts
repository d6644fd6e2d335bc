// {{name}} placeholders in cli tokens, titles and preview fields.
const pattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export interface Placeholder {
  name: string;
  /** Offset of `{{` inside the template string. */
  index: number;
  length: number;
}

export function placeholdersIn(template: string): Placeholder[] {
  const out: Placeholder[] = [];
  for (const m of template.matchAll(pattern)) {
    out.push({ name: m[1] ?? "", index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

export function placeholderNames(template: string): string[] {
  return placeholdersIn(template).map((p) => p.name);
}

/**
 * Fill every placeholder in one pass: an inserted value is never read again as a template,
 * so a value of `{{amount}}` stays that text.
 */
export function fillTemplate(template: string, valueOf: (name: string) => string): string {
  return template.replace(pattern, (_whole, name: string) => valueOf(name));
}

/** True when the token is exactly one placeholder, nothing else. */
export function solePlaceholder(token: string): string | undefined {
  const m = /^\{\{\s*([^{}\s]+)\s*\}\}$/.exec(token);
  return m?.[1];
}
