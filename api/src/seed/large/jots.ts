/** 98,000 bulk jots over the bulk list items, their likes and their story images. */
import type { Db } from '../../db/client.ts';
import { TRENDING_HALF_LIFE_DAYS } from '../generate/social.ts';
import { COMPANY_USER_ID } from '../generate/users.ts';
import { pick, type TextKind } from './banks.ts';
import type { LargePlan } from './plan.ts';

/** A template of the bank, chosen per jot and filled for HTML with the jot's item context. */
const html = (kind: TextKind, salt: number): string =>
  `pg_temp.seed_fill(${pick(kind, salt, 'x.id')}, t.cap_html, t.phrase_html, r.phrase_html, x.pod_name, sj.name_html, pr.text)`;

/**
 * Jots and their likes in four set-based steps, so like_count and trending_score are written
 * with each jot instead of updating 100,000 rows afterwards:
 * 1. seed_bulk_jots: per jot a list item (uniform over the bulk items, so some stay empty), an
 *    author (skewed: low ids post most), content type and level with the demo's weights, and a
 *    moment between the item's creation (or 400 days ago) and two days ago;
 * 2. seed_bulk_likes: likes per jot = floor(18 * u^5) (about 3 on average, a few near 18) from
 *    uniform users, never the author, at most once per (user, jot), after the jot was posted;
 * 3. the jots, with their text and the counters aggregated from step 2;
 * 4. the likes.
 */
export async function insertBulkJotsAndLikes(db: Db, plan: LargePlan): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE seed_bulk_jots ON COMMIT DROP AS
     SELECT g.id, g.list_item_id, CASE WHEN g.author = ${COMPANY_USER_ID} THEN $4::bigint ELSE g.author END AS user_id,
            CASE WHEN g.r < 30 THEN 'story' WHEN g.r < 52 THEN 'video' WHEN g.r < 72 THEN 'article' WHEN g.r < 87 THEN 'pdf' ELSE 'audio' END AS content_type,
            CASE WHEN g.l < 30 THEN 0 WHEN g.l < 55 THEN 1 WHEN g.l < 75 THEN 2 WHEN g.l < 90 THEN 3 ELSE 4 END AS level,
            i.subject_idx, i.term_idx, i.related_idx, i.pod_name,
            date_trunc('second', GREATEST(i.created_at + interval '1 day', $6::timestamptz - interval '400 days')
              + (($6::timestamptz - interval '2 days') - GREATEST(i.created_at + interval '1 day', $6::timestamptz - interval '400 days'))
                * pg_temp.seed_float(34, g.id)) AS created_at
       FROM (SELECT $1::bigint + s AS id,
                    $2::bigint + 1 + pg_temp.seed_hash(30, $1::bigint + s) % $3::bigint AS list_item_id,
                    1 + floor($5::int * power(pg_temp.seed_float(31, $1::bigint + s), 2.2))::bigint AS author,
                    pg_temp.seed_hash(32, $1::bigint + s) % 100 AS r,
                    pg_temp.seed_hash(33, $1::bigint + s) % 100 AS l
               FROM generate_series(1, $7::int) s) g
       JOIN seed_bulk_items i ON i.id = g.list_item_id`,
    [plan.base.jots, plan.base.listItems, plan.bulkListItems, plan.expertUserId, plan.totalUsers, plan.now, plan.bulk.jots],
  );
  await db.query(
    `CREATE TEMP TABLE seed_bulk_likes ON COMMIT DROP AS
     SELECT DISTINCT ON (x.user_id, x.jot_id) x.user_id, x.jot_id, x.created_at
       FROM (SELECT 1 + pg_temp.seed_hash(70, j.id * 32 + k) % $1::bigint AS user_id, j.id AS jot_id, j.user_id AS author, k,
                    date_trunc('second', j.created_at + ($2::timestamptz - j.created_at) * power(pg_temp.seed_float(71, j.id * 32 + k), 2)) AS created_at
               FROM seed_bulk_jots j
              CROSS JOIN LATERAL generate_series(1, floor(18 * power(pg_temp.seed_float(72, j.id), 5))::int) k) x
      WHERE x.user_id <> x.author
      ORDER BY x.user_id, x.jot_id, x.k`,
    [plan.totalUsers, plan.now],
  );
  await db.exec('ANALYZE seed_bulk_jots; ANALYZE seed_bulk_likes;');
  await db.query(
    `WITH counters AS (
       -- The demo's formula (applyLikeCounters): each like weighs 0.5^(age in days / half-life).
       SELECT jot_id, count(*)::int AS like_count,
              round(sum(power(0.5, extract(epoch FROM ($1::timestamptz - created_at)) / ($2 * 86400.0)))::numeric, 6)::float8 AS trending_score
         FROM seed_bulk_likes GROUP BY jot_id
     )
     INSERT INTO jots (id, slug, list_item_id, user_id, name, content, content_type, content_url, level, like_count, trending_score, created_at, updated_at)
     SELECT x.id, pg_temp.seed_slug(n.name) || '-' || x.id, x.list_item_id, x.user_id, n.name,
            CASE x.content_type
              WHEN 'article' THEN
                '<p>' || ${html('opener', 37)} || ' ' || ${html('body', 38)} || '</p><h3>' || ${pick('heading', 43, 'x.id')} || '</h3><p>'
                || ${html('body', 39)} || ' ' || ${html('body', 41)} || '</p><ul><li>' || ${html('checklist', 44)} || '</li><li>'
                || ${html('checklist', 45)} || '</li></ul><p>' || ${html('closer', 42)} || '</p>'
              WHEN 'story' THEN '<p>' || ${html('intro_story', 46)} || '</p>'
              WHEN 'video' THEN '<p>' || ${html('intro_video', 47)} || '</p>'
              WHEN 'audio' THEN '<p>' || ${html('intro_audio', 48)} || '</p>'
              ELSE '<p>' || ${html('intro_pdf', 49)} || '</p>'
            END
            || CASE WHEN x.content_type <> 'article'
                    THEN '<p>' || ${html('opener', 37)} || ' ' || ${html('body', 38)} || '</p><p>' || ${html('closer', 42)} || '</p>' ELSE '' END,
            x.content_type,
            CASE x.content_type
              WHEN 'video' THEN ${pick('video_url', 50, 'x.id')}
              WHEN 'audio' THEN ${pick('audio_url', 51, 'x.id')}
              WHEN 'pdf' THEN ${pick('pdf_url', 52, 'x.id')}
              WHEN 'article' THEN CASE WHEN pg_temp.seed_hash(40, x.id) % 2 = 0 THEN t.ref_url END
            END,
            x.level, COALESCE(c.like_count, 0), COALESCE(c.trending_score, 0), x.created_at, x.created_at
       FROM seed_bulk_jots x
      CROSS JOIN seed_bank bank
       JOIN seed_subjects sj ON sj.subject_idx = x.subject_idx
       JOIN seed_terms t ON t.subject_idx = x.subject_idx AND t.idx = x.term_idx
       JOIN seed_terms r ON r.subject_idx = x.subject_idx AND r.idx = x.related_idx
       JOIN seed_practice pr ON pr.subject_idx = x.subject_idx AND pr.idx = pg_temp.seed_hash(35, x.id) % 3
       LEFT JOIN counters c ON c.jot_id = x.id
      CROSS JOIN LATERAL (SELECT pg_temp.seed_fill(${pick('title', 36, 'x.id')}, t.cap, t.phrase, r.phrase, x.pod_name, sj.name, '') AS name) n
      ORDER BY x.id`,
    [plan.now, TRENDING_HALF_LIFE_DAYS],
  );
  await db.exec('INSERT INTO likes (user_id, jot_id, created_at) SELECT user_id, jot_id, created_at FROM seed_bulk_likes ORDER BY jot_id, user_id');
}

export async function insertBulkJotImages(db: Db, plan: LargePlan): Promise<void> {
  // 1-5 images per story; consecutive illustrations 7 apart, so one jot never repeats a picture.
  await db.query(
    `INSERT INTO jot_images (id, jot_id, user_id, name, path, mime_type, size, order_column, width, height, renditions, created_at)
     SELECT $1::bigint + row_number() OVER (ORDER BY j.id, k), j.id, j.user_id, il.name, il.path, 'image/svg+xml', il.size, k, il.width, il.height, il.renditions, j.created_at
       FROM jots j
      CROSS JOIN LATERAL generate_series(1, 1 + (pg_temp.seed_hash(60, j.id) % 5)::int) k
       JOIN seed_illustrations il ON il.idx = (pg_temp.seed_hash(61, j.id) + k * 7) % (SELECT count(*) FROM seed_illustrations)
      WHERE j.id > $2::bigint AND j.content_type = 'story'`,
    [plan.base.jotImages, plan.base.jots],
  );
}
