-- One provider subject is one account (issue 26): auth_users.email, unique and better-auth's key for finding a
-- user by email, now holds a key made from the provider and subject (never an address), so two sign-ins with one
-- address stay two accounts. The address the provider gave, and whether it said so verified (OIDC
-- email_verified: true; GitHub's verified primary address), live here, refreshed at each sign-in; only a
-- verified one ever names an account (co-owners, transfers).
ALTER TABLE auth_users ADD COLUMN provider_email text;
ALTER TABLE auth_users ADD COLUMN provider_email_verified boolean NOT NULL DEFAULT false;

-- Accounts from before: email held the provider's address and email_verified what the provider said of it.
UPDATE auth_users SET provider_email = lower(email), provider_email_verified = email_verified;

CREATE INDEX auth_users_provider_email ON auth_users (lower(provider_email));
