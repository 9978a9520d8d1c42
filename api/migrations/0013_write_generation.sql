-- The generation of the data a visitor reads: one number that every transaction changing that data
-- moves on, atomically with its own commit, whichever process wrote (an api replica, psql, a
-- migration). An api's read cache tags an answer with the generation it read before computing it
-- and serves the answer again only while a fresh read still gives that generation
-- (api/src/db/shared-write-generation.ts): equal generations mean the same committed writes.
CREATE TABLE write_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL
);
INSERT INTO write_generation (generation) VALUES (0);

-- Once per transaction, at its commit: the trigger is deferred, and the first of its calls marks the
-- transaction (a setting local to it) so the others return at once. Taking the row's lock at commit,
-- not at the first write, keeps writers from queueing behind one another for the length of their
-- work, and cannot deadlock: a committing transaction waits for nothing else once it holds the row.
-- (Writers run at READ COMMITTED: the second of two concurrent commits then counts on from the
-- first's value; at REPEATABLE READ it would fail with a serialization error and have to retry.)
CREATE FUNCTION write_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('jotpod.write_generation_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE write_generation SET generation = generation + 1;
    PERFORM set_config('jotpod.write_generation_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;

-- Every table a visitor's read may depend on moves the generation; left out are only the tables of
-- sign-in, mail and a user's own notifications, written on every login or token refresh and never
-- read by an anonymous request. A test lists the tables without the triggers: a new table needs a
-- decision (`api/test/read-cache-shared.test.ts`).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('schema_migrations', 'write_generation', 'oauth_clients', 'oauth_access_tokens',
        'oauth_refresh_tokens', 'password_resets', 'email_changes', 'throttle_windows', 'mail_outbox',
        'notifications', 'notification_actors')
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION write_generation_bump()', t || '_write_generation', t);
    -- TRUNCATE has no row to defer on: it moves the generation at once.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION write_generation_bump()',
      t || '_write_generation_truncate', t);
  END LOOP;
END
$$;
