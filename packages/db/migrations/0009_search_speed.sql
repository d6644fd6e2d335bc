-- Search at 100,000 packs (issue 16): the words of ids and names get their own index, so a relevance page over a
-- common word sorts only the packs that have it in the id or name (a few), and reads the rest in name order.
CREATE INDEX catalog_packs_search_name ON catalog_packs USING gin (search_name) WITH (fastupdate = off);
