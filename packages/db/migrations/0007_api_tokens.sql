-- Personal API tokens and device login (DECISIONS.md 13). A token is stored as the SHA-256 of its secret only:
-- the secret is shown once, at creation. Every token has an expiry; revoking keeps the row (listed as revoked).
CREATE TABLE api_tokens (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  name text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  scope text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_account ON api_tokens (account_id, created_at);

-- A device login in progress: the CLI holds the device code, the person types the user code on /device.
-- The device code is stored hashed. Approval records the account; the token is made when the CLI next polls
-- and handed over in that answer only, so no secret is ever stored here.
CREATE TABLE device_codes (
  device_code_sha256 text PRIMARY KEY,
  user_code text NOT NULL UNIQUE,
  client_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending',
  account_id text REFERENCES auth_users (id) ON DELETE CASCADE
);
CREATE INDEX device_codes_expires ON device_codes (expires_at);
