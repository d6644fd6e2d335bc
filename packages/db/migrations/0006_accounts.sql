-- Accounts and sessions for sign-in (DECISIONS.md 13), in the shape better-auth's Drizzle adapter reads and
-- writes (packages/db/src/account-schema.ts). Used only when sign-in is configured; an open studio leaves
-- them empty.
CREATE TABLE auth_users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sign-in with one provider: (provider, subject) names the person there; several can lead to one user.
CREATE TABLE auth_accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_accounts_provider_subject ON auth_accounts (provider_id, account_id);
CREATE INDEX auth_accounts_user ON auth_accounts (user_id);

-- Sessions live in the database (not only in the cookie), so sign-out and expiry hold on every process.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Short-lived sign-in state (OAuth state, PKCE verifier, nonce) between the redirect out and the callback.
CREATE TABLE auth_verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_verifications_identifier ON auth_verifications (identifier);

-- With sign-in on, a comment or verdict carries the account that wrote it (the author column keeps the
-- display name it had then). A deleted account leaves its words, unattributed to any account.
ALTER TABLE review_comments ADD COLUMN author_account text REFERENCES auth_users (id) ON DELETE SET NULL;
ALTER TABLE review_verdicts ADD COLUMN author_account text REFERENCES auth_users (id) ON DELETE SET NULL;
