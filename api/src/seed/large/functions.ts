/**
 * SQL helpers for the set-based bulk load, created as temporary functions (pg_temp) so they
 * vanish with the session and never become part of the schema.
 *
 * seed_hash is the SQL twin of the PRNG: a pure hash of (seed, salt, n) in [0, 2^31), so row n
 * of generate_series always gets the same "random" choices, whatever the plan or the order in
 * which the server evaluates rows. random() could not promise that.
 */
import type { Db } from '../../db/client.ts';

export async function createSqlFunctions(db: Db, seed: number): Promise<void> {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer: ${seed}`);
  await db.exec(`
    -- hashint8extended is PostgreSQL's own 64-bit integer hash (the one hash partitioning uses):
    -- fast, well mixed and independent of the machine; the seed and the salt form its seed.
    CREATE OR REPLACE FUNCTION pg_temp.seed_hash(salt integer, n bigint) RETURNS bigint
      LANGUAGE sql IMMUTABLE AS $$ SELECT hashint8extended(n, ${seed}::bigint * 1000003 + salt) & 2147483647 $$;

    -- A float in [0, 1) for the same (salt, n).
    CREATE OR REPLACE FUNCTION pg_temp.seed_float(salt integer, n bigint) RETURNS double precision
      LANGUAGE sql IMMUTABLE AS $$ SELECT pg_temp.seed_hash(salt, n) / 2147483648.0 $$;

    -- Slugs of generated titles: accents folded, everything else non-alphanumeric becomes '-'.
    CREATE OR REPLACE FUNCTION pg_temp.seed_slug(t text) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT trim(both '-' from regexp_replace(lower(translate(t, 'àáâäãåçèéêëìíîïñòóôöõùúûüýÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝ', 'aaaaaaceeeeiiiinooooouuuuyAAAAAACEEEEIIIINOOOOOUUUUY')), '[^a-z0-9]+', '-', 'g'))
      $$;

    -- Fills the word-bank placeholders of a template (see words/jot-text.ts).
    CREATE OR REPLACE FUNCTION pg_temp.seed_fill(template text, cap text, term text, related text, topic text, subject text, practice text) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT replace(replace(replace(replace(replace(replace(template,
          '{Term}', cap), '{term}', term), '{related}', related), '{topic}', topic), '{subject}', subject), '{practice}', practice)
      $$;
  `);
}

export async function dropSqlFunctions(db: Db): Promise<void> {
  await db.exec(`
    DROP FUNCTION IF EXISTS pg_temp.seed_fill(text, text, text, text, text, text, text);
    DROP FUNCTION IF EXISTS pg_temp.seed_slug(text);
    DROP FUNCTION IF EXISTS pg_temp.seed_float(integer, bigint);
    DROP FUNCTION IF EXISTS pg_temp.seed_hash(integer, bigint);
  `);
}
