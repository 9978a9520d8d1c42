-- Search at scale (code: api/src/search). Two structures so a search reads a bounded number of rows
-- whatever the query matches.

-- Titles on their own: "every word is in the name" (the top ranking tier) is answered by an index
-- lookup on this small vector instead of re-checking each candidate's whole document.
ALTER TABLE pods ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(name, ''))) STORED;
ALTER TABLE jots ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(name, ''))) STORED;
ALTER TABLE glossary_terms ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(name, ''))) STORED;

CREATE INDEX pods_title_idx ON pods USING gin (title_vector);
CREATE INDEX jots_title_idx ON jots USING gin (title_vector);
CREATE INDEX glossary_terms_title_idx ON glossary_terms USING gin (title_vector);

-- The vocabulary: every distinct word (as written, lower case: the simple configuration) of the
-- searchable names and bodies. Typo correction looks a misspelt word up here by trigrams (a few
-- thousand short words) instead of comparing the text with every name; words as written, not
-- stems, because a typo is a typo of what people write ("foundxtions" is near "foundations", far
-- from the stem "foundat"). Collation "C" so a prefix is a plain range of the primary key.
-- Words are only ever added: a word whose last document is gone stays a candidate that finds
-- nothing, which costs a correction at most, never a wrong hit.
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- The words of a name and an HTML body (the same text the search documents are made of).
CREATE FUNCTION search_words_of(name text, body text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || search_plain_text(body))) w $$;

-- Inserted rows (one per api write, thousands per seed statement): their words join the vocabulary
-- in the same transaction, so a new jot's words are typo candidates as soon as it is findable.
-- Sorted, so two transactions adding the same new words wait for each other instead of deadlocking.
-- TG_ARGV[0] names the body column (description for pods, content otherwise).
CREATE FUNCTION search_words_from_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO search_words (word) SELECT DISTINCT w FROM new_rows r, search_words_of(r.name, r.%I) w ORDER BY 1 ON CONFLICT DO NOTHING',
    TG_ARGV[0]);
  RETURN NULL;
END $$;

-- An edited name or body: the row's words (unchanged ones conflict and are skipped).
CREATE FUNCTION search_words_from_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM search_words_of(NEW.name, to_jsonb(NEW) ->> TG_ARGV[0]) w ORDER BY 1
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER pods_search_words_insert AFTER INSERT ON pods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_inserted('description');
CREATE TRIGGER jots_search_words_insert AFTER INSERT ON jots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_inserted('content');
CREATE TRIGGER glossary_terms_search_words_insert AFTER INSERT ON glossary_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_inserted('content');

-- Only writes of the searched columns: counters and scores (likes, trending) never pay for this.
CREATE TRIGGER pods_search_words_update AFTER UPDATE OF name, description ON pods
  FOR EACH ROW EXECUTE FUNCTION search_words_from_edited('description');
CREATE TRIGGER jots_search_words_update AFTER UPDATE OF name, content ON jots
  FOR EACH ROW EXECUTE FUNCTION search_words_from_edited('content');
CREATE TRIGGER glossary_terms_search_words_update AFTER UPDATE OF name, content ON glossary_terms
  FOR EACH ROW EXECUTE FUNCTION search_words_from_edited('content');

INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM (SELECT name, description AS body FROM pods UNION ALL SELECT name, content FROM jots
    UNION ALL SELECT name, content FROM glossary_terms) d,
    search_words_of(d.name, d.body) w
  ON CONFLICT DO NOTHING;
