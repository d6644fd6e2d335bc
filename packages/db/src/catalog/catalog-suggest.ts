// Known words near a typed one (trigram index of the words of ids and names): typo alternatives and "did you mean".
import { sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { typoReach } from "./catalog-highlight.js";

/** Words of `catalog_words` within trigram similarity of `word`, nearest first (one indexed lookup). */
async function nearestWords(db: Db, word: string, limit: number): Promise<string[]> {
  const rows = await db.execute<{ word: string }>(
    sql`SELECT word FROM catalog_words WHERE word % ${word} ORDER BY word <-> ${word}, word LIMIT ${limit}`,
  );
  return (rows as unknown as { rows: { word: string }[] }).rows.map((r) => r.word);
}

/** Typo alternatives are looked up for this many words of a query at most; the rest are read as typed. */
const typoWordsAtMost = 4;

/**
 * For each query word (4+ letters, the first four words), the known words it could be a typo of: one or two
 * letters off, as highlighting reads a typo (catalog-highlight.ts), at most four, nearest first. Words that
 * merely start with the typed word are left out: the prefix search finds them anyway.
 */
export async function typoAlternatives(db: Db, words: string[]): Promise<string[][]> {
  const out: string[][] = [];
  for (const [i, word] of words.entries()) {
    if (i >= typoWordsAtMost || word.length < 4) {
      out.push([]);
      continue;
    }
    const near = await nearestWords(db, word, 12);
    out.push(near.filter((w) => !w.startsWith(word) && typoReach(w, word) > 0).slice(0, 4));
  }
  return out;
}

/** The query with its unknown words corrected, or null when no word has a nearer known one. */
export async function suggestQuery(db: Db, words: string[]): Promise<string | null> {
  let changed = false;
  const out: string[] = [];
  // At most 4 words are corrected (one indexed lookup each); the rest stay as typed.
  for (const [i, word] of words.entries()) {
    if (i >= typoWordsAtMost || word.length < 3) {
      out.push(word);
      continue;
    }
    const best = (await nearestWords(db, word, 1))[0];
    if (best && best !== word && !best.startsWith(word)) changed = true;
    out.push(best && !best.startsWith(word) ? best : word);
  }
  return changed ? out.join(" ") : null;
}
