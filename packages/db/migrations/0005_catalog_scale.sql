-- The catalog at 100,000 packs (issue 16): typo-tolerant search, keyset pages, "did you mean" words.
-- 1. Trigrams of the id and name (short, kept in the row): typo tolerance and suggestions through a GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE catalog_packs ADD COLUMN search_key text GENERATED ALWAYS AS (lower(id || ' ' || left(name, 200))) STORED;
ALTER TABLE catalog_packs ALTER COLUMN search_key SET STORAGE MAIN;
CREATE INDEX catalog_packs_search_key ON catalog_packs USING gin (search_key gin_trgm_ops) WITH (fastupdate = off);

-- 2. Keyset pages: each sort's full key is an index, so page 500 starts where page 499 ended, with no OFFSET scan.
--    The update sort breaks ties by id descending (one direction throughout: a plain row comparison).
DROP INDEX IF EXISTS catalog_packs_name;
DROP INDEX IF EXISTS catalog_packs_updated;
CREATE INDEX catalog_packs_name_key ON catalog_packs (lower(name), id);
CREATE INDEX catalog_packs_updated_key ON catalog_packs (updated_at DESC, id DESC);

-- 3. The words of ids and names, for "did you mean": kept by the database on each publish (never in a request).
CREATE TABLE catalog_words (word text PRIMARY KEY);
CREATE INDEX catalog_words_trgm ON catalog_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
CREATE FUNCTION catalog_words_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_key, '[^[:alnum:]_]+') AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER catalog_words_keep AFTER INSERT OR UPDATE OF id, name ON catalog_packs
  FOR EACH ROW EXECUTE FUNCTION catalog_words_keep();
INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM catalog_packs, regexp_split_to_table(search_key, '[^[:alnum:]_]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
