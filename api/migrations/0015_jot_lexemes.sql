-- How many jots hold each word of the search documents (the lexemes of jots.search_vector, as
-- the document index holds them), kept by triggers. A jot held for review (held_at set) counts
-- nowhere, as in jot_tallies (0010). Search reads it for a lone prefix being typed (code:
-- api/src/search/prefix-floor.ts): the jots holding the most frequent word with that prefix all
-- match, so when they outnumber the total's cap by more than the jots a reader cannot see, the
-- total is capped ("1,000+") without reading a thousand and one matching jots to count them.
-- Exact, not an estimate: the total must never say capped when it is not.
CREATE TABLE jot_lexemes (
  lexeme text COLLATE "C" PRIMARY KEY,
  jots   integer NOT NULL
);

INSERT INTO jot_lexemes (lexeme, jots)
SELECT l, count(*)::int FROM jots j, unnest(tsvector_to_array(j.search_vector)) l WHERE j.held_at IS NULL GROUP BY l;

-- +1 for each lexeme of a counted jot added, -1 for each of one gone. Upserts in lexeme order, so
-- two transactions writing jots that share words wait for each other instead of deadlocking.
-- Inserts and deletes per statement (a bulk insert of 100,000 jots is one upsert); an edit of a
-- jot's text or its hold per row (transition tables cannot be limited to those columns, and
-- every like and score update would pay for comparing documents).
CREATE FUNCTION jots_apply_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO jot_lexemes AS t (lexeme, jots)
    SELECT l, count(*)::int FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) l WHERE n.held_at IS NULL GROUP BY l ORDER BY l
    ON CONFLICT (lexeme) DO UPDATE SET jots = t.jots + EXCLUDED.jots;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO jot_lexemes AS t (lexeme, jots)
    SELECT l, -count(*)::int FROM old_rows o, unnest(tsvector_to_array(o.search_vector)) l WHERE o.held_at IS NULL GROUP BY l ORDER BY l
    ON CONFLICT (lexeme) DO UPDATE SET jots = t.jots + EXCLUDED.jots;
  ELSE
    INSERT INTO jot_lexemes AS t (lexeme, jots)
    SELECT d.l, sum(d.n)::int FROM (
        SELECT l, 1 AS n FROM unnest(tsvector_to_array(NEW.search_vector)) l WHERE NEW.held_at IS NULL
        UNION ALL
        SELECT l, -1 FROM unnest(tsvector_to_array(OLD.search_vector)) l WHERE OLD.held_at IS NULL) d
    GROUP BY d.l HAVING sum(d.n) <> 0 ORDER BY d.l
    ON CONFLICT (lexeme) DO UPDATE SET jots = t.jots + EXCLUDED.jots;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jots_lexemes_insert AFTER INSERT ON jots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_lexemes();
CREATE TRIGGER jots_lexemes_delete AFTER DELETE ON jots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_lexemes();
CREATE TRIGGER jots_lexemes_update AFTER UPDATE OF name, content, held_at ON jots
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR (OLD.held_at IS NULL) <> (NEW.held_at IS NULL))
  EXECUTE FUNCTION jots_apply_lexemes();

CREATE FUNCTION jots_truncate_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE jot_lexemes;
  RETURN NULL;
END
$$;
CREATE TRIGGER jots_lexemes_truncate AFTER TRUNCATE ON jots FOR EACH STATEMENT EXECUTE FUNCTION jots_truncate_lexemes();
