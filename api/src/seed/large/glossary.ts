/**
 * Bulk glossary terms: every word-bank term from a few angles ('Kinetic energy: worked
 * examples'), so names stay real-looking and unique and keep their A-Z spread.
 */
import type { Db } from '../../db/client.ts';
import { pick } from './banks.ts';
import type { LargePlan } from './plan.ts';

export async function insertBulkGlossary(db: Db, plan: LargePlan): Promise<void> {
  await db.query(
    `INSERT INTO glossary_terms (id, name, slug, content, reference_url, first_letter, created_at, updated_at)
     SELECT $1::bigint + x.n, b.name || ': ' || q.text, b.slug || '-' || q.slug,
            '<p>' || pg_temp.seed_fill(${pick('glossary_lead', 92, 'x.n')}, b.name_html || ': ' || q.text, b.phrase_html, r.phrase_html, tp.name, s.name_html, '') || '</p><p>'
              || pg_temp.seed_fill(${pick('glossary_detail', 93, 'x.n')}, b.name_html, b.phrase_html, r.phrase_html, tp.name, s.name_html, '') || '</p>',
            b.ref_url, b.first_letter, x.created, x.created
       FROM (SELECT row_number() OVER (ORDER BY q.idx, b.gidx) AS n, b.gidx, q.idx AS qidx,
                    $3::timestamptz - make_interval(secs => 380 * 86400 + pg_temp.seed_hash(90, q.idx * 10000 + b.gidx) % (320 * 86400)) AS created
               FROM seed_glossary_base b CROSS JOIN seed_texts q WHERE q.kind = 'qualifier') x
       JOIN seed_glossary_base b ON b.gidx = x.gidx
       JOIN seed_texts q ON q.kind = 'qualifier' AND q.idx = x.qidx
       JOIN seed_subjects s ON s.subject_idx = b.subject_idx
       JOIN seed_terms r ON r.subject_idx = b.subject_idx AND r.idx = pg_temp.seed_hash(91, x.n) % s.term_count
       JOIN seed_topics tp ON tp.subject_idx = b.subject_idx AND tp.idx = pg_temp.seed_hash(95, x.n) % s.topic_count
      CROSS JOIN seed_bank bank
      WHERE x.n <= $2::bigint
      ORDER BY x.n`,
    [plan.base.glossaryTerms, plan.bulk.glossaryTerms, plan.now],
  );
  // Each bulk term is linked to two pods of its subject (occasionally the same one, hence DISTINCT).
  await db.query(
    `WITH subject_pods AS (
       SELECT s.subject_idx, array_agg(p.id ORDER BY p.id) AS ids
         FROM pods p JOIN seed_subjects s ON s.container_id = p.container_id GROUP BY s.subject_idx),
     base AS (SELECT count(*) AS n FROM seed_glossary_base)
     INSERT INTO glossary_term_pods (glossary_term_id, pod_id)
     SELECT DISTINCT t.id, sp.ids[1 + pg_temp.seed_hash(94, t.id * 2 + k) % array_length(sp.ids, 1)]
       FROM glossary_terms t
      CROSS JOIN base
       JOIN seed_glossary_base b ON b.gidx = (t.id - $1::bigint - 1) % base.n
       JOIN subject_pods sp ON sp.subject_idx = b.subject_idx
      CROSS JOIN generate_series(1, 2) k
      WHERE t.id > $1::bigint`,
    [plan.base.glossaryTerms],
  );
}
