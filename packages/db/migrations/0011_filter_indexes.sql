-- Filters beside words at 100,000 packs (issue 16): a narrow filter ("ledger" in the control plane, 1 pack in 25)
-- ANDs its own bitmap with the words' GIN bitmap, so a count visits the packs both hold, not every pack with the
-- word (33 ms for "ledger" with plane control on PostgreSQL). The closed sets are small; each index is too.
CREATE INDEX catalog_packs_plane ON catalog_packs (plane);
CREATE INDEX catalog_packs_binding_mode ON catalog_packs (binding_mode);
CREATE INDEX catalog_packs_kind ON catalog_packs (kind);
