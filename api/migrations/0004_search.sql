-- Search: Postgres full-text search over pods, jots and glossary terms, with pg_trgm
-- (created in 0001) for typo tolerance. The search endpoint lives in api/src/search.

-- Stored HTML as searchable plain text: tags become spaces (so "<p>a</p><p>b</p>" stays two
-- words) and the characters the search code uses as highlight markers are removed, so stored
-- content can never forge a <mark>. Entities stay as they are (the text parser skips them and the
-- highlighter's output is decoded and escaped in api/src/search/highlight.ts). IMMUTABLE, so
-- generated columns and indexes may use it.
CREATE FUNCTION search_plain_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), E'\x01\x02', '') $$;

-- Search documents: the name weighs A (titles rank above bodies), the text B. Generated STORED
-- columns are recomputed by Postgres itself on every INSERT and UPDATE, whoever writes (the api,
-- the seed's bulk inserts, test fixtures): a new or edited row is findable in the same transaction,
-- with no trigger or job to forget.
ALTER TABLE pods ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, search_plain_text(description)), 'B')
) STORED;

ALTER TABLE jots ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, search_plain_text(content)), 'B')
) STORED;

ALTER TABLE glossary_terms ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, search_plain_text(content)), 'B')
) STORED;

CREATE INDEX pods_search_idx ON pods USING gin (search_vector);
CREATE INDEX jots_search_idx ON jots USING gin (search_vector);
CREATE INDEX glossary_terms_search_idx ON glossary_terms USING gin (search_vector);

-- Typo tolerance: when full-text search finds few hits, names are matched by trigram word
-- similarity (the `<%` operator), which these indexes serve.
CREATE INDEX pods_name_trgm_idx ON pods USING gin (name gin_trgm_ops);
CREATE INDEX jots_name_trgm_idx ON jots USING gin (name gin_trgm_ops);
CREATE INDEX glossary_terms_name_trgm_idx ON glossary_terms USING gin (name gin_trgm_ops);
