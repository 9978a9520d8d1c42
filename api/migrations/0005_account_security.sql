-- Attempt counters shared by every api replica (they all use this database): failed logins per
-- account and per address, sign-ups and password-reset requests per address. One row per key
-- and fixed window; a row whose window has passed counts as absent and is reused or swept.
CREATE TABLE throttle_windows (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX throttle_windows_resets_idx ON throttle_windows (resets_at);

-- Refresh-token families: every pair issued by rotating a refresh token belongs to the family of
-- the sign-in it descends from. A rotated refresh token keeps its row (revoked, rotated_at set),
-- so presenting it again is recognised as reuse and ends the whole family.
ALTER TABLE oauth_access_tokens ADD COLUMN family_id text;
UPDATE oauth_access_tokens SET family_id = id::text;
ALTER TABLE oauth_access_tokens ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX oauth_access_tokens_family_idx ON oauth_access_tokens (family_id);
ALTER TABLE oauth_refresh_tokens ADD COLUMN rotated_at timestamptz;
CREATE INDEX oauth_refresh_tokens_access_idx ON oauth_refresh_tokens (access_token_id);

-- A requested email change, waiting for the new address to confirm it by the mailed link
-- (single use, 60 minutes). Only the SHA-256 of the link's token is kept.
CREATE TABLE email_changes (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email  text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  used_at    timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
