// A fixed list of words as SQL literals, for a CHECK or a WHERE the schema states from the vocabulary that owns them.
import { type SQL, sql } from "drizzle-orm";

/** `'approve', 'request_changes'`: only plain words (letters, digits, _), so nothing needs quoting. */
export function sqlWords(words: readonly string[]): SQL {
  for (const word of words)
    if (!/^\w+$/.test(word)) throw new Error(`not a plain word for SQL: ${JSON.stringify(word)}`);
  return sql.raw(words.map((w) => `'${w}'`).join(", "));
}
