-- Catalog search at scale (bench/catalog-search.ts: 10,000 packs, p95 under 30 ms on PGlite and PostgreSQL).
-- 1. A narrow row: a row over 128 bytes moves its long values (descriptions, HARNESS.md, the search vectors)
--    out of line, so matches, filters, counts and sorts read a few hundred pages instead of a thousand.
--    The short values that filters and sorts read stay in the row (MAIN: never moved out for this target).
ALTER TABLE catalog_packs SET (toast_tuple_target = 128);
ALTER TABLE catalog_packs
  ALTER COLUMN name SET STORAGE MAIN,
  ALTER COLUMN kind SET STORAGE MAIN,
  ALTER COLUMN binding_mode SET STORAGE MAIN,
  ALTER COLUMN plane SET STORAGE MAIN,
  ALTER COLUMN transports SET STORAGE MAIN;

-- 2. Relevance without reading any long vector: a match in the id or name (a small vector kept in the row),
--    then in the descriptions (their own GIN index), then anywhere (HARNESS.md included).
ALTER TABLE catalog_packs ADD COLUMN search_name tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', id || ' ' || left(name, 200)) || to_tsvector('english', left(name, 200))
) STORED;
ALTER TABLE catalog_packs ALTER COLUMN search_name SET STORAGE MAIN;
ALTER TABLE catalog_packs ADD COLUMN search_description tsvector GENERATED ALWAYS AS (
  to_tsvector('english', description)
) STORED;
CREATE INDEX catalog_packs_search_description ON catalog_packs USING gin (search_description) WITH (fastupdate = off);

-- 3. No pending list on the GIN indexes: with it, every search walks up to 4 MB of unsorted recent entries
--    until a vacuum merges them, and PGlite runs no autovacuum. Publishing is rare; searching is not.
ALTER INDEX catalog_packs_search SET (fastupdate = off);
SELECT gin_clean_pending_list('catalog_packs_search');

-- 4. A card's summary: the first paragraph of HARNESS.md, as plain text (set when a version is published).
ALTER TABLE catalog_packs ADD COLUMN summary text NOT NULL DEFAULT '';

-- Rows stored before this migration take the new layout.
UPDATE catalog_packs SET latest_version = latest_version;
