// The tsquery of a search's words: each word as a prefix, in the simple and the english configuration.
import { type SQL, sql } from "drizzle-orm";

/**
 * The query in both configurations: `simple` keeps ids and names whole, `english` stems prose. When both
 * read the same (most words), one is enough: GIN would otherwise walk the same postings twice.
 */
function tsQuery(ts: string): SQL {
  return sql`(SELECT CASE WHEN s = e OR numnode(e) = 0 THEN s ELSE s || e END FROM (SELECT to_tsquery('simple', ${ts}) AS s, to_tsquery('english', ${ts}) AS e) AS q)`;
}

/** Every word (letters, digits and _: queryWords) as the start of a word, all of them. */
export const prefixTsQuery = (words: string[]): SQL => tsQuery(words.map((w) => `${w}:*`).join(" & "));
