-- Snapshots, shares, the catalog and reviews (DECISIONS.md 11). Search is PostgreSQL full-text search.
CREATE TABLE snapshots (
  sha256 text PRIMARY KEY,
  files jsonb NOT NULL,
  size integer NOT NULL,
  file_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shares (
  id text PRIMARY KEY,
  snapshot_sha256 text NOT NULL REFERENCES snapshots (sha256),
  delete_key_sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX shares_expires_at ON shares (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE catalog_packs (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL,
  binding_mode text,
  plane text NOT NULL,
  transports text[] NOT NULL DEFAULT '{}',
  has_write boolean NOT NULL,
  needs_approval boolean NOT NULL,
  needs_cli boolean NOT NULL,
  command_count integer NOT NULL,
  harness text NOT NULL DEFAULT '',
  latest_version integer NOT NULL,
  dry_run_ok boolean,
  updated_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', id), 'A') ||
    setweight(to_tsvector('english', name), 'A') ||
    setweight(to_tsvector('english', description), 'B') ||
    setweight(to_tsvector('english', harness), 'C')
  ) STORED
);
CREATE INDEX catalog_packs_search ON catalog_packs USING gin (search);
CREATE INDEX catalog_packs_updated ON catalog_packs (updated_at DESC);
CREATE INDEX catalog_packs_name ON catalog_packs (lower(name));

CREATE TABLE catalog_versions (
  pack_id text NOT NULL REFERENCES catalog_packs (id),
  version integer NOT NULL,
  snapshot_sha256 text NOT NULL REFERENCES snapshots (sha256),
  warnings integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (pack_id, version)
);

CREATE TABLE review_comments (
  id bigserial PRIMARY KEY,
  base_sha256 text NOT NULL REFERENCES snapshots (sha256),
  head_sha256 text NOT NULL REFERENCES snapshots (sha256),
  file text NOT NULL,
  pointer text,
  line integer,
  author text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_comments_pair ON review_comments (base_sha256, head_sha256, created_at);

CREATE TABLE review_verdicts (
  id bigserial PRIMARY KEY,
  base_sha256 text NOT NULL REFERENCES snapshots (sha256),
  head_sha256 text NOT NULL REFERENCES snapshots (sha256),
  author text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('approve', 'request_changes')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_verdicts_pair ON review_verdicts (base_sha256, head_sha256, created_at);
