-- What a signed-in reader keeps out of their way. Blocked authors: their jots are hidden
-- everywhere, their jot pages included (the web also keeps a copy on the device, as visitors do,
-- and merges it into this list on sign-in). Muted authors: their jots leave the reader's feeds,
-- lists and search, but their jot pages still open. The built-in expert account is never on either
-- list (the api refuses it). Both go with either account (ON DELETE CASCADE).
CREATE TABLE blocked_authors (
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, author_id),
  CHECK (user_id <> author_id)
);

CREATE TABLE muted_authors (
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id  bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, author_id),
  CHECK (user_id <> author_id)
);
