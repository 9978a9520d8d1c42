/**
 * Loads the word banks into temporary tables, so the bulk INSERT ... SELECT statements can join
 * generate_series against real words instead of producing lorem ipsum.
 */
import type { Db } from '../../db/client.ts';
import type { Illustration } from '../generate/jots.ts';
import { firstLetter } from '../generate/glossary.ts';
import { insertRows } from '../sql/insert.ts';
import { capitalize, escapeHtml, inSentence, slugify } from '../text.ts';
import {
  ARTICLE_HEADINGS,
  BODY,
  CHECKLIST_ITEMS,
  CLOSERS,
  MEDIA_INTROS,
  OPENERS,
  TITLE_TEMPLATES,
} from '../words/jot-text.ts';
import { GLOSSARY_DETAILS, GLOSSARY_LEADS } from '../words/glossary-text.ts';
import { AUDIO_URLS, PDF_URLS, YOUTUBE_IDS, YOUTUBE_URL_FORMS, referenceUrl } from '../words/media.ts';
import { ARTICLE_LEADS, ARTICLE_WHY, POD_DESCRIPTIONS, SECTION_NAMES, SUBSECTION_TEMPLATES } from '../words/structure-text.ts';
import { INACTIVE_SUBJECTS, SUBJECTS } from '../words/subjects/index.ts';

/** Appended to a subject's topics to name the bulk pods: 'Python Fundamentals Crash Course'. */
export const POD_MODIFIERS: readonly string[] = [
  'for Beginners', 'in Practice', 'Deep Dive', 'Crash Course', 'Workshop', 'Masterclass', 'for Kids', 'for Teachers',
  'Revision Guide', 'Fundamentals', 'Step by Step', 'Essentials', 'Bootcamp', 'Study Group', 'Explained', 'Made Easy',
  'Advanced Topics', 'Weekend Course', 'Daily Practice', 'Exam Prep', 'Field Notes', 'Summer School', 'Lab',
  'Challenge', 'Refresher', 'Toolkit', 'Case Studies', 'for Professionals', 'Quick Wins', 'Study Plan',
];

/** Bulk glossary entries are a term plus an angle on it: 'Kinetic energy: worked examples'. */
export const TERM_QUALIFIERS: readonly string[] = [
  'basics', 'worked examples', 'common mistakes', 'in practice', 'history', 'notation', 'exercises', 'key facts',
  'advanced ideas', 'overview',
];

export async function loadWordBanks(db: Db, illustrations: readonly Illustration[]): Promise<void> {
  await db.exec(`
    CREATE TEMP TABLE seed_subjects (subject_idx int PRIMARY KEY, container_id bigint, name text, name_html text, slug text,
                                     active_rank int, term_count int, topic_count int) ON COMMIT DROP;
    CREATE TEMP TABLE seed_practice (subject_idx int, idx int, text text, PRIMARY KEY (subject_idx, idx)) ON COMMIT DROP;
    CREATE TEMP TABLE seed_topics (subject_idx int, idx int, name text, slug text, term_count int, PRIMARY KEY (subject_idx, idx)) ON COMMIT DROP;
    CREATE TEMP TABLE seed_topic_terms (subject_idx int, topic_idx int, n int, term_idx int, PRIMARY KEY (subject_idx, topic_idx, n)) ON COMMIT DROP;
    CREATE TEMP TABLE seed_terms (subject_idx int, idx int, name text, cap text, phrase text, phrase_html text, cap_html text,
                                  slug text, ref_url text, PRIMARY KEY (subject_idx, idx)) ON COMMIT DROP;
    CREATE TEMP TABLE seed_glossary_base (gidx int PRIMARY KEY, subject_idx int, name text, name_html text, phrase_html text,
                                          slug text, first_letter text, ref_url text) ON COMMIT DROP;
    CREATE TEMP TABLE seed_texts (kind text, idx int, text text, slug text, PRIMARY KEY (kind, idx)) ON COMMIT DROP;
    CREATE TEMP TABLE seed_illustrations (idx int PRIMARY KEY, name text, path text, size int, width int, height int, renditions jsonb) ON COMMIT DROP;
  `);

  const active = SUBJECTS.filter((s) => !INACTIVE_SUBJECTS.has(s.name));
  await insertRows(
    db,
    'seed_subjects',
    SUBJECTS.map((s, i) => ({
      subject_idx: i,
      container_id: null,
      name: s.name,
      name_html: escapeHtml(s.name),
      slug: slugify(s.name),
      // Bulk pods go round-robin over the active subjects: rank 0..n-1, null for inactive ones.
      active_rank: active.includes(s) ? active.indexOf(s) : null,
      term_count: s.terms.length,
      topic_count: s.topics.length,
    })),
  );
  await insertRows(
    db,
    'seed_practice',
    SUBJECTS.flatMap((s, i) => s.practice.map((text, idx) => ({ subject_idx: i, idx, text: escapeHtml(text) }))),
  );
  // The demo created the containers; the bulk pods join them by slug.
  await db.exec('UPDATE seed_subjects s SET container_id = c.id FROM containers c WHERE c.slug = s.slug');

  await insertRows(
    db,
    'seed_topics',
    SUBJECTS.flatMap((s, i) =>
      s.topics.map((name, idx) => ({ subject_idx: i, idx, name, slug: slugify(name), term_count: s.curriculum[name]?.length ?? 0 })),
    ),
  );
  // The curriculum as indices: bulk list items mostly teach a term of their pod's topic.
  await insertRows(
    db,
    'seed_topic_terms',
    SUBJECTS.flatMap((s, i) =>
      s.topics.flatMap((topic, topicIdx) =>
        (s.curriculum[topic] ?? []).map((term, n) => ({ subject_idx: i, topic_idx: topicIdx, n, term_idx: s.terms.indexOf(term) })),
      ),
    ),
  );
  await insertRows(
    db,
    'seed_terms',
    SUBJECTS.flatMap((s, i) =>
      s.terms.map((name, idx) => ({
        subject_idx: i,
        idx,
        name,
        cap: capitalize(name),
        phrase: inSentence(name),
        phrase_html: escapeHtml(inSentence(name)),
        cap_html: escapeHtml(capitalize(name)),
        slug: slugify(name),
        ref_url: escapeHtml(referenceUrl(name)),
      })),
    ),
  );

  const seen = new Set<string>();
  const base: Record<string, string | number>[] = [];
  SUBJECTS.forEach((s, i) => {
    for (const name of s.terms) {
      const slug = slugify(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      base.push({
        gidx: base.length,
        subject_idx: i,
        name,
        name_html: escapeHtml(capitalize(name)),
        phrase_html: escapeHtml(inSentence(name)),
        slug,
        first_letter: firstLetter(name),
        ref_url: referenceUrl(name),
      });
    }
  });
  await insertRows(db, 'seed_glossary_base', base);

  const texts: Record<TextKind, readonly string[]> = {
    title: TITLE_TEMPLATES,
    opener: OPENERS,
    body: BODY,
    closer: CLOSERS,
    intro_story: MEDIA_INTROS.story,
    intro_video: MEDIA_INTROS.video,
    intro_audio: MEDIA_INTROS.audio,
    intro_pdf: MEDIA_INTROS.pdf,
    heading: ARTICLE_HEADINGS,
    checklist: CHECKLIST_ITEMS,
    pod_description: POD_DESCRIPTIONS,
    section: SECTION_NAMES,
    subsection: SUBSECTION_TEMPLATES,
    article_lead: ARTICLE_LEADS,
    article_why: ARTICLE_WHY,
    glossary_lead: GLOSSARY_LEADS,
    glossary_detail: GLOSSARY_DETAILS,
    modifier: POD_MODIFIERS,
    qualifier: TERM_QUALIFIERS,
    youtube_id: YOUTUBE_IDS,
    video_url: YOUTUBE_URL_FORMS.flatMap((form) => YOUTUBE_IDS.map((id) => form(id))),
    audio_url: AUDIO_URLS,
    pdf_url: PDF_URLS,
  };
  await insertRows(
    db,
    'seed_texts',
    Object.entries(texts).flatMap(([kind, list]) => list.map((text, idx) => ({ kind, idx, text, slug: slugify(text) }))),
  );
  await insertRows(
    db,
    'seed_illustrations',
    illustrations.map((il, idx) => ({ idx, name: il.name, path: il.path, size: il.size, width: il.width, height: il.height, renditions: il.renditions })),
  );

  // One row of arrays, one per text kind: bulk statements pick from them by index (pick()), which
  // costs nothing per row and gives the planner no joins to misjudge.
  const columns = Object.keys(texts)
    .map((kind) => `(SELECT array_agg(text ORDER BY idx) FROM seed_texts WHERE kind = '${kind}') AS ${kind}`)
    .join(', ');
  await db.exec(`CREATE TEMP TABLE seed_bank ON COMMIT DROP AS SELECT ${columns};`);
  // Temporary tables are never auto-analyzed: without statistics the planner guesses badly.
  await db.exec('ANALYZE seed_subjects; ANALYZE seed_topics; ANALYZE seed_topic_terms; ANALYZE seed_terms; ANALYZE seed_practice; ANALYZE seed_glossary_base; ANALYZE seed_texts; ANALYZE seed_illustrations;');
}

/** Kinds of texts in seed_bank (the array columns). */
export type TextKind =
  | 'title' | 'opener' | 'body' | 'closer' | 'intro_story' | 'intro_video' | 'intro_audio' | 'intro_pdf' | 'heading' | 'checklist'
  | 'pod_description' | 'section' | 'subsection' | 'article_lead' | 'article_why' | 'glossary_lead' | 'glossary_detail'
  | 'modifier' | 'qualifier' | 'youtube_id' | 'video_url' | 'audio_url' | 'pdf_url';

/**
 * SQL for "a text of this kind, chosen by hash(salt, key)": an array subscript on seed_bank
 * (joined as `bank`).
 */
export function pick(kind: TextKind, salt: number, key: string): string {
  return `bank.${kind}[1 + pg_temp.seed_hash(${salt}, ${key}) % cardinality(bank.${kind})]`;
}
