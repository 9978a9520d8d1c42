-- Collections: a reader's named lists of jots (reading lists), in an order of their own, each
-- entry with a to-read/done status and a private note. Private by default; a public one can be
-- read by anyone and followed. Every user has one default collection, "Saved" (what the jot
-- card's save button fills), created with the account; it can be renamed, never deleted, and
-- stays private. Code: api/src/collections. Everything goes with the account (ON DELETE CASCADE).

CREATE TABLE collections (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name           varchar(100) NOT NULL CHECK (btrim(name) <> ''),
  description    text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
  is_public      boolean NOT NULL DEFAULT false,
  is_default     boolean NOT NULL DEFAULT false,
  -- Entries in the collection (kept by the triggers below, in the writing transaction): a
  -- 5,000-entry collection is listed and checked against its limit without counting it.
  item_count     integer NOT NULL DEFAULT 0,
  -- Readers following it (kept by triggers, like item_count); 0 while private.
  follower_count integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT (is_default AND is_public)),
  -- Entries carry their collection's owner (below): this pair is what they point at.
  UNIQUE (id, user_id)
);
-- One default collection per user.
CREATE UNIQUE INDEX collections_default_idx ON collections (user_id) WHERE is_default;
-- A user's collections, the default first, then the most recently changed (GET /collections).
CREATE INDEX collections_user_idx ON collections (user_id, is_default DESC, updated_at DESC, id DESC);

-- One jot in one collection. jot_id is null once the jot is deleted, for an entry with a note:
-- the owner still sees the note ("the jot was deleted") until they delete the entry; an entry
-- without a note goes with its jot (trigger below). user_id is the collection's owner, copied so
-- "has the viewer saved this jot" is one index probe per jot; the composite key keeps it equal to
-- the collection's. rank: the owner's manual order, a fractional index (api/src/collections/rank.ts)
-- compared byte by byte (COLLATE "C"), so moving an entry rewrites only its own rank.
CREATE TABLE collection_items (
  id            bigserial PRIMARY KEY,
  collection_id bigint NOT NULL,
  user_id       bigint NOT NULL,
  jot_id        bigint REFERENCES jots(id) ON DELETE SET NULL,
  rank          text COLLATE "C" NOT NULL,
  status        text NOT NULL DEFAULT 'to_read' CHECK (status IN ('to_read', 'done')),
  note          text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000),
  -- When the jot was saved here.
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (collection_id, user_id) REFERENCES collections (id, user_id) ON DELETE CASCADE,
  -- Also the index of the manual order.
  UNIQUE (collection_id, rank),
  -- A jot is in a collection once (entries of deleted jots, null, do not clash).
  UNIQUE (collection_id, jot_id)
);
-- Saved-at order.
CREATE INDEX collection_items_created_idx ON collection_items (collection_id, created_at, id);
-- "Which of my collections hold jot X", has_saved in every jot list: (owner, jot).
CREATE INDEX collection_items_owner_jot_idx ON collection_items (user_id, jot_id);
-- The jot's deletion finds its entries (the trigger below and ON DELETE SET NULL).
CREATE INDEX collection_items_jot_idx ON collection_items (jot_id) WHERE jot_id IS NOT NULL;

CREATE TABLE collection_follows (
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  collection_id bigint NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, collection_id)
);
CREATE INDEX collection_follows_collection_idx ON collection_follows (collection_id, created_at DESC);

-- collections.item_count and follower_count, per statement (a jot deleted from many collections,
-- an account's follows going with it: one set-based update).
CREATE FUNCTION collections_apply_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('UPDATE collections c SET %I = c.%I + d.n
      FROM (SELECT collection_id, count(*)::int AS n FROM new_rows GROUP BY collection_id) d WHERE c.id = d.collection_id',
      TG_ARGV[0], TG_ARGV[0]);
  ELSE
    EXECUTE format('UPDATE collections c SET %I = c.%I - d.n
      FROM (SELECT collection_id, count(*)::int AS n FROM old_rows GROUP BY collection_id) d WHERE c.id = d.collection_id',
      TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER collection_items_count_insert AFTER INSERT ON collection_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collections_apply_counts('item_count');
CREATE TRIGGER collection_items_count_delete AFTER DELETE ON collection_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collections_apply_counts('item_count');
CREATE TRIGGER collection_follows_count_insert AFTER INSERT ON collection_follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collections_apply_counts('follower_count');
CREATE TRIGGER collection_follows_count_delete AFTER DELETE ON collection_follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collections_apply_counts('follower_count');

-- A deleted jot takes its entries without a note along; entries with a note stay, their jot_id
-- set null by the key. Before the delete, while the entries still name the jot.
CREATE FUNCTION jots_drop_unnoted_collection_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_items WHERE jot_id = OLD.id AND note = '';
  RETURN OLD;
END
$$;
CREATE TRIGGER jots_collection_items_delete BEFORE DELETE ON jots
  FOR EACH ROW EXECUTE FUNCTION jots_drop_unnoted_collection_items();

-- Every user has the default collection, "Saved": created with the account (per statement, so
-- the seed's bulk inserts of users are one insert here too), and now for the users already there.
CREATE FUNCTION users_create_saved_collection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collections (user_id, name, is_default) SELECT id, 'Saved', true FROM new_rows ORDER BY id;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_saved_collection AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_create_saved_collection();
INSERT INTO collections (user_id, name, is_default) SELECT id, 'Saved', true FROM users ORDER BY id;

-- The write generation (0013, 0017): visitors read public collections, their entries in order
-- and their counts, so writes of a public collection move it. A private collection is its
-- owner's alone (never in an anonymous answer): its writes, the commonest (saving a jot), leave
-- visitors' cached answers be. The same move as write_generation_bump (0017), once the row is
-- known to be public; at commit (deferred), so a collection made public in the transaction counts.
CREATE FUNCTION write_generation_bump_public_collection() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  public boolean;
BEGIN
  IF current_setting('jotpod.write_generation_bumped', true) IS NOT DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'collections' THEN
    IF TG_OP = 'INSERT' THEN
      public := NEW.is_public;
    ELSIF TG_OP = 'DELETE' THEN
      public := OLD.is_public;
    ELSE
      public := OLD.is_public OR NEW.is_public;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    public := EXISTS (SELECT 1 FROM collections c WHERE c.id = OLD.collection_id AND c.is_public);
  ELSE
    public := EXISTS (SELECT 1 FROM collections c WHERE c.id = NEW.collection_id AND c.is_public)
      OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM collections c WHERE c.id = OLD.collection_id AND c.is_public));
  END IF;
  IF public THEN
    UPDATE write_generation SET generation = generation + 1 WHERE slot = pg_backend_pid() % 16;
    PERFORM set_config('jotpod.write_generation_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['collections', 'collection_items', 'collection_follows'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION write_generation_bump_public_collection()', t || '_write_generation', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION write_generation_bump()',
      t || '_write_generation_truncate', t);
  END LOOP;
END
$$;

-- How long a jot takes: its author's duration for audio and video (seconds, up to a day), and
-- reading time, the words of its title and text at 230 a minute, rounded up to whole seconds, at
-- least 1 (a generated column: Postgres recomputes it on every write, whoever writes). Words are
-- runs of non-space in the same plain text search reads (search_plain_text, 0004), with &nbsp;
-- as a space.
ALTER TABLE jots ADD COLUMN duration_seconds integer CHECK (duration_seconds BETWEEN 1 AND 86400);

CREATE FUNCTION jot_reading_seconds(name text, content text, duration_seconds integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT greatest(1, ceil(regexp_count(coalesce(name, '') || ' ' || replace(search_plain_text(content), '&nbsp;', ' '), '\S+') * 60 / 230.0))::integer
    + coalesce(duration_seconds, 0) $$;

ALTER TABLE jots ADD COLUMN reading_seconds integer NOT NULL
  GENERATED ALWAYS AS (jot_reading_seconds(name, content, duration_seconds)) STORED;
