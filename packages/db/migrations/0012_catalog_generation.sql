-- The catalog's generation (issue 16): a number every write to catalog_packs moves on, in the writer's transaction.
-- Search keeps the totals it counted under the generation they were counted at, so page 2 of a search does not
-- count its 10,001 matches again; any publish, delete or badge makes every kept total stale at once, in every
-- studio process on this database.
CREATE TABLE catalog_generation (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  n bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_generation DEFAULT VALUES;

CREATE FUNCTION catalog_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_generation SET n = n + 1;
  RETURN NULL;
END $$;
-- After the facet groups' triggers (names in order): concurrent writers take the same locks in the same order.
CREATE TRIGGER catalog_generation_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_packs
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_generation_bump();
