-- Catalog ownership, the audit log and share creators (DECISIONS.md 13). Used only when sign-in is configured;
-- an open studio leaves the owners empty (the audit log still records the operator's publishes).

-- The accounts that may publish an id. None: nobody has claimed it yet (published by the operator, or before
-- sign-in), and the first account to publish it becomes its owner.
CREATE TABLE catalog_owners (
  pack_id text NOT NULL REFERENCES catalog_packs (id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pack_id, account_id)
);
CREATE INDEX catalog_owners_account ON catalog_owners (account_id);

-- Who did what, when, from where. The account's name is kept as it was then, and the row outlives the
-- account (no foreign key): a log that forgets is no log.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  actor text NOT NULL,
  account_id text,
  account_name text,
  client_address text,
  pack_id text,
  share_id text,
  detail text
);
CREATE INDEX audit_log_pack ON audit_log (pack_id, id) WHERE pack_id IS NOT NULL;

-- A share made while signed in names its creator, who lists and deletes it without the delete key.
ALTER TABLE shares ADD COLUMN creator_account text REFERENCES auth_users (id) ON DELETE SET NULL;
CREATE INDEX shares_creator ON shares (creator_account, created_at) WHERE creator_account IS NOT NULL;
