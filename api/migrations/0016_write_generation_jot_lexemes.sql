-- jot_lexemes (0015) came after the write generation (0013_write_generation): search totals read
-- it, so its writes move the generation like those of every table a visitor's read depends on.
-- A table created later is tracked the same way: `SELECT write_generation_track('<table>');` in its
-- migration (api/test/read-cache-shared.test.ts lists the tables left out on purpose).
CREATE FUNCTION write_generation_track(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
  EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION write_generation_bump()', name || '_write_generation', target);
  -- TRUNCATE has no row to defer on: it moves the generation at once.
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION write_generation_bump()',
    name || '_write_generation_truncate', target);
END
$$;

SELECT write_generation_track('jot_lexemes');
