// "Did you mean": each query word replaced by the nearest word of the catalog's ids and names (trigram index).
import { sql } from "drizzle-orm";
import type { Db } from "./connect.js";

/** The query with its unknown words corrected, or null when no word has a nearer known one. */
export async function suggestQuery(db: Db, words: string[]): Promise<string | null> {
  let changed = false;
  const out: string[] = [];
  // At most 4 words are corrected (one indexed lookup each); the rest stay as typed.
  for (const [i, word] of words.entries()) {
    if (i >= 4 || word.length < 3) {
      out.push(word);
      continue;
    }
    const rows = await db.execute<{ word: string }>(
      sql`SELECT word FROM catalog_words WHERE word % ${word} ORDER BY word <-> ${word}, word LIMIT 1`,
    );
    const best = (rows as unknown as { rows: { word: string }[] }).rows[0]?.word;
    if (best && best !== word && !best.startsWith(word)) changed = true;
    out.push(best && !best.startsWith(word) ? best : word);
  }
  return changed ? out.join(" ") : null;
}
