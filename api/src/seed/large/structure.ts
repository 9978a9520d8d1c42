/** Bulk pods, sections (three levels) and list items, each one INSERT ... SELECT. */
import type { Db } from '../../db/client.ts';
import { SECTION_NAMES } from '../words/structure-text.ts';
import { pick } from './banks.ts';
import { ITEMS_PER_SECTION, SECTIONS_PER_POD, type LargePlan } from './plan.ts';

/** Sections of every bulk pod (SECTIONS_PER_POD rows): four top-level ones, two children, one grandchild. */
const SECTION_LAYOUT = `(VALUES (1, NULL::int, 'top', 0), (2, NULL, 'top', 1), (3, NULL, 'top', 2), (4, NULL, 'top', 3),
                                 (5, 2, 'child', 0), (6, 3, 'child', 0), (7, 5, 'leaf', 0)) AS l(k, parent_k, kind, position)`;

/**
 * SQL for a term index of the bulk pod `bp` (joined with its subject `s` and topic `tp`): three
 * times in four a term of the topic's curriculum, otherwise any term of the subject.
 */
function podTerm(salt: number, key: string): string {
  return `CASE WHEN tp.term_count > 0 AND pg_temp.seed_hash(${salt}, ${key}) % 4 < 3
               THEN (SELECT tt.term_idx FROM seed_topic_terms tt
                      WHERE tt.subject_idx = s.subject_idx AND tt.topic_idx = tp.idx AND tt.n = pg_temp.seed_hash(${salt + 1}, ${key}) % tp.term_count)
               ELSE pg_temp.seed_hash(${salt + 1}, ${key}) % s.term_count END`;
}

export async function insertBulkPods(db: Db, plan: LargePlan): Promise<void> {
  // Round-robin over the active subjects; within a subject topic-major, then modifier, so every
  // (topic, modifier) name is used at most once. The table remembers each pod's topic.
  await db.query(
    `CREATE TEMP TABLE seed_bulk_pods ON COMMIT DROP AS
     SELECT x.id, s.subject_idx, x.k % s.topic_count AS topic_idx,
            (x.k / s.topic_count) % cardinality(bank.modifier) AS modifier_idx, x.created
       FROM (SELECT $1::bigint + g AS id, (g - 1) % $3 AS rank, (g - 1) / $3 AS k,
                    $4::timestamptz - make_interval(secs => 420 * 86400 + pg_temp.seed_hash(5, $1::bigint + g) % (320 * 86400)) AS created
               FROM generate_series(1, $2::int) g) x
       JOIN seed_subjects s ON s.active_rank = x.rank
      CROSS JOIN seed_bank bank`,
    [plan.base.pods, plan.bulk.pods, plan.activeSubjects, plan.now],
  );
  await db.exec('ALTER TABLE seed_bulk_pods ADD PRIMARY KEY (id); ANALYZE seed_bulk_pods;');
  await db.query(
    `INSERT INTO pods (id, container_id, name, slug, description, is_active, is_company, topic_logo_image, topic_profile_image,
                       video, info, product, position, created_at, updated_at)
     SELECT bp.id, s.container_id, n.name, tp.slug || '-' || pg_temp.seed_slug(bank.modifier[bp.modifier_idx + 1]) || '-' || bp.id,
            pg_temp.seed_fill(${pick('pod_description', 6, 'bp.id')}, t1.cap, t1.phrase, t2.phrase, n.name, s.name, ''),
            pg_temp.seed_hash(1, bp.id) % 100 >= 1,
            false,
            -- Artwork comes from a bounded set per subject; a few pods have none (fallback images).
            CASE WHEN pg_temp.seed_hash(2, bp.id) % 100 < 3 THEN NULL ELSE 'seed/pods/bulk/' || s.slug || '-' || (bp.id % $1) || '-logo.svg' END,
            CASE WHEN pg_temp.seed_hash(3, bp.id) % 100 < 2 THEN NULL ELSE 'seed/pods/bulk/' || s.slug || '-' || (bp.id % $1) || '-profile.svg' END,
            CASE WHEN pg_temp.seed_hash(4, bp.id) % 10 < 3 THEN 'https://www.youtube.com/watch?v=' || ${pick('youtube_id', 7, 'bp.id')} END,
            '<p>' || pg_temp.seed_fill(${pick('pod_description', 6, 'bp.id')}, t1.cap_html, t1.phrase_html, t2.phrase_html, n.name, s.name_html, '') || '</p>',
            NULL,
            100 + bp.id,
            bp.created, bp.created
       FROM seed_bulk_pods bp
      CROSS JOIN seed_bank bank
       JOIN seed_subjects s ON s.subject_idx = bp.subject_idx
       JOIN seed_topics tp ON tp.subject_idx = bp.subject_idx AND tp.idx = bp.topic_idx
      CROSS JOIN LATERAL (SELECT tp.name || ' ' || bank.modifier[bp.modifier_idx + 1] AS name, ${podTerm(8, 'bp.id')} AS term_idx) n
       JOIN seed_terms t1 ON t1.subject_idx = s.subject_idx AND t1.idx = n.term_idx
       JOIN seed_terms t2 ON t2.subject_idx = s.subject_idx AND t2.idx = (t1.idx + 1) % s.term_count
      ORDER BY bp.id`,
    [plan.podArtworkVariants],
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
               JOIN seed_bulk_pods bp ON bp.id = p.id
               JOIN seed_subjects s ON s.subject_idx = bp.subject_idx
               JOIN seed_topics tp ON tp.subject_idx = bp.subject_idx AND tp.idx = bp.topic_idx
               CROSS JOIN ${SECTION_LAYOUT}
               CROSS JOIN seed_bank bank
               CROSS JOIN LATERAL (SELECT ${podTerm(12, 'p.id * 8 + l.k')} AS term_idx) pt
               JOIN seed_terms t ON t.subject_idx = s.subject_idx AND t.idx = pt.term_idx) x
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
       FROM (SELECT y.id, y.section_id, y.pod_id, y.pod_name, y.subject_idx, s.term_count, y.position, y.created_at,
                    ${podTerm(19, 'y.id')} AS term_idx
               FROM (SELECT $1::bigint + (sec.id - $2::bigint - 1) * ${ITEMS_PER_SECTION} + j AS id,
                            sec.id AS section_id, sec.pod_id, p.name AS pod_name, bp.subject_idx, bp.topic_idx, j - 1 AS position,
                            LEAST($3::timestamptz - interval '14 days',
                                  sec.created_at + make_interval(secs => pg_temp.seed_hash(22, sec.id * 4 + j) % (30 * 86400))) AS created_at
                       FROM sections sec
                       JOIN pods p ON p.id = sec.pod_id
                       JOIN seed_bulk_pods bp ON bp.id = p.id
                      CROSS JOIN generate_series(1, ${ITEMS_PER_SECTION}) j
                      WHERE sec.id > $2::bigint) y
               JOIN seed_subjects s ON s.subject_idx = y.subject_idx
               JOIN seed_topics tp ON tp.subject_idx = y.subject_idx AND tp.idx = y.topic_idx) x`,
    [plan.base.listItems, plan.base.sections, plan.now],
  );
  await db.exec('ALTER TABLE seed_bulk_items ADD PRIMARY KEY (id); ANALYZE seed_bulk_items;');
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
      CROSS JOIN seed_bank bank
       JOIN seed_subjects s ON s.subject_idx = i.subject_idx
       JOIN seed_terms t ON t.subject_idx = i.subject_idx AND t.idx = i.term_idx
       JOIN seed_terms r ON r.subject_idx = i.subject_idx AND r.idx = i.related_idx
       JOIN seed_practice pr ON pr.subject_idx = i.subject_idx AND pr.idx = pg_temp.seed_hash(25, i.id) % 3
      CROSS JOIN LATERAL (SELECT CASE pg_temp.seed_hash(28, i.id) % 6
                                   WHEN 3 THEN 'Introduction to ' || t.phrase
                                   WHEN 4 THEN t.cap || ' in practice'
                                   WHEN 5 THEN 'Understanding ' || t.phrase
                                   ELSE t.cap END AS name) x
      ORDER BY i.id`,
    [plan.expertUserId, plan.totalUsers],
  );
}
