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
  if (!template.includes("{{")) return out;
  for (const m of template.matchAll(pattern)) {
    out.push({ name: m[1] ?? "", index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

// Rules ask for the names of the same few templates again and again: remember them (bounded).
const namesCache = new Map<string, string[]>();

export function placeholderNames(template: string): string[] {
  let names = namesCache.get(template);
  if (!names) {
    names = template.includes("{{") ? placeholdersIn(template).map((p) => p.name) : [];
    if (namesCache.size >= 2000) namesCache.clear();
    namesCache.set(template, names);
  }
  return names;
}

/**
 * Fill every placeholder in one pass: an inserted value is never read again as a template,
 * so a value of `{{amount}}` stays that text.
 */
export function fillTemplate(template: string, lookup: (name: string) => string): string {
  return template.replace(pattern, (_whole, name: string) => lookup(name));
}

/** True when the token is exactly one placeholder, nothing else. */
export function solePlaceholder(token: string): string | undefined {
  const m = /^\{\{\s*([^{}\s]+)\s*\}\}$/.exec(token);
  return m?.[1];
}
