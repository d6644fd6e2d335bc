// Whether a text is empty or only whitespace, read without trimming a copy of it.

/**
 * `text.trim() === ""`, by looking for the first character that is not whitespace: `\s` and trim() strip the
 * same characters (WhiteSpace and LineTerminator), and trimming a 1 MiB file cost lint a copy of it a rule.
 */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}
