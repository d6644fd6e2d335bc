-- Facet counts at 100,000 packs (issue 16): the catalog's packs grouped by every filter's column at once, kept by
-- the database on each write. A catalog of any size has a few hundred such groups, so the counts of a search
-- without words read those, never the packs (a scan of every pack took 160-290 ms at 100,000).
-- binding_mode is '' where the pack has none (a key column cannot hold NULL). A group emptied keeps its row at 0.
CREATE TABLE catalog_facet_groups (
  binding_mode text NOT NULL,
  plane text NOT NULL,
  kind text NOT NULL,
  transports text[] NOT NULL,
  has_write boolean NOT NULL,
  needs_approval boolean NOT NULL,
  needs_cli boolean NOT NULL,
  packs integer NOT NULL,
  PRIMARY KEY (binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)
);

-- One statement's rows at once, through its transition tables (a bulk load's batch of 500 packs is one upsert per
-- group, not 500): +1 for each new row, -1 for each old one, groups in key order (two writers lock them alike).
CREATE FUNCTION catalog_facet_groups_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_facet_groups AS g
      SELECT coalesce(binding_mode, ''), plane, kind, transports, has_write, needs_approval, needs_cli, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)
      DO UPDATE SET packs = g.packs + excluded.packs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_facet_groups AS g
      SELECT coalesce(binding_mode, ''), plane, kind, transports, has_write, needs_approval, needs_cli, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)
      DO UPDATE SET packs = g.packs + excluded.packs;
  ELSE
    INSERT INTO catalog_facet_groups AS g
      SELECT b, p, k, t, w, a, c, sum(n) FROM (
        SELECT coalesce(binding_mode, '') AS b, plane AS p, kind AS k, transports AS t, has_write AS w,
          needs_approval AS a, needs_cli AS c, 1 AS n FROM new_rows
        UNION ALL
        SELECT coalesce(binding_mode, ''), plane, kind, transports, has_write, needs_approval, needs_cli, -1
        FROM old_rows) AS d
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (binding_mode, plane, kind, transports, has_write, needs_approval, needs_cli)
      DO UPDATE SET packs = g.packs + excluded.packs;
  END IF;
  RETURN NULL;
END $$;

-- A trigger with transition tables has one event; the three share the function.
CREATE TRIGGER catalog_facet_groups_insert AFTER INSERT ON catalog_packs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_groups_keep();
CREATE TRIGGER catalog_facet_groups_update AFTER UPDATE ON catalog_packs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_groups_keep();
CREATE TRIGGER catalog_facet_groups_delete AFTER DELETE ON catalog_packs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_groups_keep();

INSERT INTO catalog_facet_groups
  SELECT coalesce(binding_mode, ''), plane, kind, transports, has_write, needs_approval, needs_cli, count(*)
  FROM catalog_packs GROUP BY 1, 2, 3, 4, 5, 6, 7;
