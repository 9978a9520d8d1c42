/** Bulk pods, sections (three levels) and list items, each one INSERT ... SELECT. */
import type { Db } from '../../db/client.ts';
import { SECTION_NAMES } from '../words/structure-text.ts';
import { pick } from './banks.ts';
import type { LargePlan } from './plan.ts';

/** Sections of every bulk pod: four top-level ones, two children, one grandchild. */
const SECTION_LAYOUT = `(VALUES (1, NULL::int, 'top', 0), (2, NULL, 'top', 1), (3, NULL, 'top', 2), (4, NULL, 'top', 3),
                                 (5, 2, 'child', 0), (6, 3, 'child', 0), (7, 5, 'leaf', 0)) AS l(k, parent_k, kind, position)`;
export const SECTIONS_PER_POD = 7;
export const ITEMS_PER_SECTION = 2;

export async function insertBulkPods(db: Db, plan: LargePlan): Promise<void> {
  await db.query(
    `INSERT INTO pods (id, container_id, name, slug, description, is_active, is_company, topic_logo_image, topic_profile_image,
                       video, info, product, position, created_at, updated_at)
     SELECT x.id, s.container_id, t.name || ' ' || m.text, t.slug || '-' || m.slug || '-' || x.id,
            pg_temp.seed_fill(x.description, t1.cap, t1.phrase, t2.phrase, t.name || ' ' || m.text, s.name, ''),
            pg_temp.seed_hash(1, x.id) % 100 >= 1,
            false,
            -- Artwork comes from a bounded set per subject; a few pods have none (fallback images).
            CASE WHEN pg_temp.seed_hash(2, x.id) % 100 < 3 THEN NULL ELSE 'seed/pods/bulk/' || s.slug || '-' || (x.id % $4) || '-logo.svg' END,
            CASE WHEN pg_temp.seed_hash(3, x.id) % 100 < 2 THEN NULL ELSE 'seed/pods/bulk/' || s.slug || '-' || (x.id % $4) || '-profile.svg' END,
            CASE WHEN pg_temp.seed_hash(4, x.id) % 10 < 3 THEN 'https://www.youtube.com/watch?v=' || x.youtube_id END,
            '<p>' || pg_temp.seed_fill(x.description, t1.cap_html, t1.phrase_html, t2.phrase_html, t.name || ' ' || m.text, s.name_html, '') || '</p>',
            NULL,
            100 + x.k,
            x.created, x.created
       FROM (SELECT $1::bigint + g AS id, (g - 1) % $3 AS rank, (g - 1) / $3 AS k,
                    ${pick('pod_description', 6, '$1::bigint + g')} AS description,
                    ${pick('youtube_id', 7, '$1::bigint + g')} AS youtube_id,
                    $5::timestamptz - make_interval(secs => 420 * 86400 + pg_temp.seed_hash(5, $1::bigint + g) % (320 * 86400)) AS created
               FROM generate_series(1, $2::int) g CROSS JOIN seed_bank bank) x
       JOIN seed_subjects s ON s.active_rank = x.rank
       JOIN seed_topics t ON t.subject_idx = s.subject_idx AND t.idx = x.k % s.topic_count
       -- Topic-major, then modifier: every (topic, modifier) pair of a subject at most once.
       JOIN seed_texts m ON m.kind = 'modifier' AND m.idx = (x.k / s.topic_count) % (SELECT count(*) FROM seed_texts WHERE kind = 'modifier')
       JOIN seed_terms t1 ON t1.subject_idx = s.subject_idx AND t1.idx = pg_temp.seed_hash(8, x.id) % s.term_count
       JOIN seed_terms t2 ON t2.subject_idx = s.subject_idx AND t2.idx = (t1.idx + 1) % s.term_count`,
    [plan.base.pods, plan.bulk.pods, plan.activeSubjects, plan.podArtworkVariants, plan.now],
  );
}

export async function insertBulkSections(db: Db, plan: LargePlan): Promise<void> {
  const otherNames = SECTION_NAMES.length - 1;
  await db.query(
    `INSERT INTO sections (id, pod_id, parent_id, name, slug, info, description, position, created_at, updated_at)
     SELECT x.id, x.pod_id, x.parent_id, x.name,
            x.pod_slug || '-' || CASE WHEN x.kind = 'top' THEN pg_temp.seed_slug(x.name) ELSE x.k || '-' || x.term_slug END,
            '<p>Short lessons and the jots people shared about them. If one feels hard, revisit <strong>' || x.term_html || '</strong> first.</p>',
            'Short lessons on ' || lower(x.name) || '.',
            x.position, x.created, x.created
       FROM (SELECT $1::bigint + (p.id - $2::bigint - 1) * ${SECTIONS_PER_POD} + l.k AS id,
                    p.id AS pod_id, p.slug AS pod_slug, l.k, l.kind, l.position,
                    CASE WHEN l.parent_k IS NOT NULL THEN $1::bigint + (p.id - $2::bigint - 1) * ${SECTIONS_PER_POD} + l.parent_k END AS parent_id,
                    CASE l.kind
                      -- 'Getting Started' first, then three distinct others.
                      WHEN 'top' THEN bank.section[1 + CASE WHEN l.k = 1 THEN 0 ELSE 1 + (pg_temp.seed_hash(10, p.id) + l.k) % ${otherNames} END]
                      WHEN 'child' THEN pg_temp.seed_fill(${pick('subsection', 13, 'p.id * 8 + l.k')}, t.cap, t.phrase, '', '', '', '')
                      ELSE 'Exercises: ' || t.cap
                    END AS name,
                    t.slug AS term_slug, t.phrase_html AS term_html,
                    p.created_at + make_interval(secs => pg_temp.seed_hash(11, p.id * 8 + l.k) % (20 * 86400)) AS created
               FROM pods p
               JOIN seed_subjects s ON s.container_id = p.container_id
               CROSS JOIN ${SECTION_LAYOUT}
               CROSS JOIN seed_bank bank
               JOIN seed_terms t ON t.subject_idx = s.subject_idx AND t.idx = pg_temp.seed_hash(12, p.id * 8 + l.k) % s.term_count
              WHERE p.id > $2::bigint) x
      ORDER BY x.id`,
    [plan.base.sections, plan.base.pods],
  );
}

/**
 * List items go through a temporary table that remembers each item's term: the jots written
 * about an item read it from there.
 */
export async function insertBulkListItems(db: Db, plan: LargePlan): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE seed_bulk_items ON COMMIT DROP AS
     SELECT x.*, (x.term_idx + 1 + pg_temp.seed_hash(21, x.id) % (x.term_count - 1)) % x.term_count AS related_idx
       FROM (SELECT $1::bigint + (sec.id - $2::bigint - 1) * ${ITEMS_PER_SECTION} + j AS id,
                    sec.id AS section_id, sec.pod_id, p.name AS pod_name, s.subject_idx, s.term_count, j - 1 AS position,
                    pg_temp.seed_hash(20, $1::bigint + (sec.id - $2::bigint - 1) * ${ITEMS_PER_SECTION} + j) % s.term_count AS term_idx,
                    LEAST($3::timestamptz - interval '14 days',
                          sec.created_at + make_interval(secs => pg_temp.seed_hash(22, sec.id * 4 + j) % (30 * 86400))) AS created_at
               FROM sections sec
               JOIN pods p ON p.id = sec.pod_id
               JOIN seed_subjects s ON s.container_id = p.container_id
              CROSS JOIN generate_series(1, ${ITEMS_PER_SECTION}) j
              WHERE sec.id > $2::bigint) x`,
    [plan.base.listItems, plan.base.sections, plan.now],
  );
  await db.exec('ALTER TABLE seed_bulk_items ADD PRIMARY KEY (id); ANALYZE seed_bulk_items;');
  await db.exec('ANALYZE pods; ANALYZE sections;');
  await db.query(
    `INSERT INTO list_items (id, section_id, author_id, name, slug, article, position, created_at, updated_at)
     SELECT i.id, i.section_id,
            CASE WHEN pg_temp.seed_hash(23, i.id) % 10 < 6 THEN $1::bigint ELSE 1 + pg_temp.seed_hash(24, i.id) % $2::bigint END,
            x.name, pg_temp.seed_slug(x.name) || '-' || i.id,
            '<p>' || pg_temp.seed_fill(${pick('article_lead', 26, 'i.id')}, t.cap_html, t.phrase_html, r.phrase_html, i.pod_name, s.name_html, '') || '</p>'
              || '<h3>Why it matters</h3><p>' || pg_temp.seed_fill(${pick('article_why', 27, 'i.id')}, t.cap_html, t.phrase_html, r.phrase_html, i.pod_name, s.name_html, '') || '</p>'
              || '<h3>What you will learn</h3><ul><li>What ' || t.phrase_html || ' means, in plain words</li><li>How it connects to '
              || r.phrase_html || '</li><li>A simple way to practise: ' || pr.text || '</li></ul>'
              || '<h3>Read more</h3><p>A good next step is the <a href="' || t.ref_url || '">encyclopedia article on ' || t.phrase_html
              || '</a>, then the jots below.</p>',
            i.position, i.created_at, i.created_at
       FROM seed_bulk_items i
       JOIN seed_subjects s ON s.subject_idx = i.subject_idx
       JOIN seed_terms t ON t.subject_idx = i.subject_idx AND t.idx = i.term_idx
       JOIN seed_terms r ON r.subject_idx = i.subject_idx AND r.idx = i.related_idx
       JOIN seed_practice pr ON pr.subject_idx = i.subject_idx AND pr.idx = pg_temp.seed_hash(25, i.id) % 3
      CROSS JOIN seed_bank bank
      CROSS JOIN LATERAL (SELECT CASE pg_temp.seed_hash(28, i.id) % 6
                                   WHEN 3 THEN 'Introduction to ' || t.phrase
                                   WHEN 4 THEN t.cap || ' in practice'
                                   WHEN 5 THEN 'Understanding ' || t.phrase
                                   ELSE t.cap END AS name) x
      ORDER BY i.id`,
    [plan.expertUserId, plan.totalUsers],
  );
}
