-- Filters beside the words in the words' own indexes (issue 16): "ledger" in the control plane is one GIN lookup
-- of `'led':* & '=plane:control'`, so a count reads only the packs that pass both. Before, the filter was tested
-- in every pack the words found (81,000 rows read to count "de" in the control plane: 38 ms at 100,000 packs).
-- A lexeme starts with "=", which no word of a query can (queryWords keeps letters, digits and _), so a typed
-- prefix never matches one, and the text search parser never makes one from a pack's text ("=" separates words).
-- A value over 200 bytes is its md5 (a lexeme holds at most 2,047 bytes); catalog-facet-lexemes.ts does the same.
CREATE FUNCTION catalog_facet_lexemes(binding_mode text, plane text, kind text, transports text[],
  has_write boolean, needs_approval boolean, needs_cli boolean) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  lexemes text[] := ARRAY[]::text[];
  pair text[];
  pairs text[] := ARRAY[['binding', binding_mode], ['plane', plane], ['kind', kind],
    ['write', has_write::text], ['approval', needs_approval::text], ['cli', needs_cli::text]];
  t text;
BEGIN
  FOREACH t IN ARRAY coalesce(transports, ARRAY[]::text[]) LOOP
    pairs := pairs || ARRAY[['transport', t]];
  END LOOP;
  FOREACH pair SLICE 1 IN ARRAY pairs LOOP
    IF pair[2] IS NOT NULL THEN
      lexemes := lexemes || ('=' || pair[1] || ':' ||
        CASE WHEN octet_length(pair[2]) <= 200 THEN pair[2] ELSE '#' || md5(pair[2]) END);
    END IF;
  END LOOP;
  RETURN array_to_tsvector(lexemes);
END $$;

-- The two word indexes become the words and the facets; every bitmap scan of the words goes through these
-- (catalog-facet-lexemes.ts). A walk in a sort's order tests rows by their own columns instead.
DROP INDEX catalog_packs_search;
DROP INDEX catalog_packs_search_name;
CREATE INDEX catalog_packs_search_facets ON catalog_packs USING gin ((search ||
  catalog_facet_lexemes(binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)))
  WITH (fastupdate = off);
CREATE INDEX catalog_packs_name_facets ON catalog_packs USING gin ((search_name ||
  catalog_facet_lexemes(binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)))
  WITH (fastupdate = off);
