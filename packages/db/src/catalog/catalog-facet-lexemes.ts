// Filters as lexemes beside the words in the catalog's two GIN indexes (migrations/0013): conditions a bitmap scan reads.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { catalogPacks as p } from "../schema.js";
import type { SearchQuery } from "./catalog-search.js";

/** The row's facet lexemes, as the indexes hold them: the expression must read exactly as in the migration. */
const rowLexemes = sql`catalog_facet_lexemes(${p.bindingMode}, ${p.plane}, ${p.kind}, ${p.transports}, ${p.hasWrite}, ${p.needsApproval}, ${p.needsCli})`;

/** A value as its lexeme holds it: itself up to 200 bytes, else `#` and its md5 (as catalog_facet_lexemes). */
const lexemeValue = (value: string) =>
  Buffer.byteLength(value, "utf8") <= 200 ? value : `#${createHash("md5").update(value, "utf8").digest("hex")}`;

/** One lexeme as tsquery text: quoted, its quotes doubled and backslashes escaped, never parsed into words. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The query's filters as a tsquery of lexemes (`'=plane:control' & '=write:true'`); undefined with none set. */
export function facetTsQuery(query: SearchQuery): string | undefined {
  const set: [string, string | boolean | undefined][] = [
    ["binding", query.bindingMode || undefined],
    ["plane", query.plane || undefined],
    ["kind", query.kind || undefined],
    ["transport", query.transport || undefined],
    ["write", query.hasWrite],
    ["approval", query.needsApproval],
    ["cli", query.needsCli],
  ];
  const lexemes = set.flatMap(([name, value]) =>
    value === undefined ? [] : [quoted(`=${name}:${lexemeValue(String(value))}`)],
  );
  return lexemes.length ? lexemes.join(" & ") : undefined;
}

/** `words` (a tsquery) and the filters, as one query of an index. */
const withFacets = (words: SQL, facets: string | undefined): SQL =>
  facets === undefined ? sql`(${words})` : sql`((${words}) && ${facets}::tsquery)`;

/** The id or name holds `words` and the row passes the filters: the name index alone answers it. */
export const nameIndexed = (words: SQL, facets: string | undefined): SQL =>
  sql`((${p.searchName} || ${rowLexemes}) @@ ${withFacets(words, facets)})`;

/** The full text holds `words` and the row passes the filters: the full index alone answers it. */
export const fullIndexed = (words: SQL, facets: string | undefined): SQL =>
  sql`((${p.search} || ${rowLexemes}) @@ ${withFacets(words, facets)})`;
