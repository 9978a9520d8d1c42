import type { Db } from '../db/client.ts';
import type { SearchText, TsqueryParts } from './query-text.ts';

/**
 * Typo tolerance through the vocabulary (search_words, kept by triggers: see migration
 * 0008_search_vocabulary): a word of the query that no document has is replaced by the
 * vocabulary's most similar words, compared by trigrams over a few thousand short words instead
 * of every name.
 */

/**
 * pg_trgm similarity a word needs with a vocabulary word to be corrected to it, and word
 * similarity a word being typed needs with the start of one. pg_trgm's default thresholds for the
 * indexed operators (`%`, `<%`), so the lookup is one statement with no setting to change; the
 * values are also checked in the statement, whatever a server's defaults.
 */
export const TYPO_SIMILARITY = 0.3;
export const TYPING_TYPO_SIMILARITY = 0.6;
/** Near ties of the best correction are kept too (ORed): "garvity" may mean either. */
const NEAR_TIE = 0.1;
const MAX_CORRECTIONS_PER_WORD = 3;
/** Shorter words have too few trigrams for similarity to tell a typo from another word. */
const MIN_TYPO_LENGTH = 3;
const MIN_TYPING_TYPO_LENGTH = 4;
/** Corrections go into to_tsquery: letters and digits only, never an operator. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export interface Correction {
  query: TsqueryParts;
  /** The lowest similarity of the corrections made (0..1): how sure the correction is. */
  similarity: number;
}

interface WordRow {
  i: number;
  known: boolean;
  candidates: { word: string; similarity: number }[];
}

/**
 * The query with its unknown words corrected, or null when every word is known (a stop word
 * counts as known; a word being typed is known when some word starts with it) or an unknown word
 * has no similar word. A word being typed may also be corrected to a word whose start it
 * resembles ("foundxt" to "foundations"). One statement.
 */
export async function correctTypos(db: Db, text: SearchText): Promise<Correction | null> {
  const words = [...text.doneWords, ...(text.typingWord === undefined ? [] : [text.typingWord])];
  const typing = words.map((_, i) => text.typingWord !== undefined && i === words.length - 1);
  const correctable = words.map((w, i) => w.length >= (typing[i] ? MIN_TYPING_TYPO_LENGTH : MIN_TYPO_LENGTH));
  if (!correctable.some(Boolean)) return null;
  const rows = await db.query<WordRow>(
      `WITH typed AS (
        SELECT t.i, t.w, t.typing_flag = 1 AS typing, t.correctable_flag = 1 AS correctable,
          to_tsvector('english', t.w) = ''::tsvector AS stop_word
        FROM unnest($1::text[], $2::int[], $3::int[]) WITH ORDINALITY AS t(w, typing_flag, correctable_flag, i)),
      checked AS (
        SELECT t.*, (NOT t.correctable OR t.stop_word
          OR (NOT t.typing AND EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.w))
          OR (t.typing AND EXISTS (SELECT 1 FROM search_words s WHERE s.word >= t.w AND s.word < t.w || chr(1114111)))) AS known
        FROM typed t)
      SELECT c.i::int AS i, c.known, coalesce(k.candidates, '[]'::json) AS candidates
      FROM checked c
      LEFT JOIN LATERAL (SELECT json_agg(json_build_object('word', m.word, 'similarity', m.sim) ORDER BY m.sim DESC, m.word) AS candidates
        FROM (SELECT s.word, greatest(similarity(s.word, c.w), CASE WHEN c.typing THEN word_similarity(c.w, s.word) ELSE 0 END) AS sim
          FROM search_words s
          WHERE NOT c.known AND ((s.word % c.w AND similarity(s.word, c.w) >= ${TYPO_SIMILARITY})
            OR (c.typing AND c.w <% s.word AND word_similarity(c.w, s.word) >= ${TYPING_TYPO_SIMILARITY}))
          ORDER BY 2 DESC, 1 LIMIT ${MAX_CORRECTIONS_PER_WORD}) m) k ON true
      ORDER BY c.i`,
    [words, typing.map(Number), correctable.map(Number)],
  );
  const done: string[] = [];
  const corrected: string[] = [];
  let keepTyping = false;
  let similarity = 1;
  for (const row of rows) {
    const at = row.i - 1;
    const word = words[at] ?? '';
    if (row.known) {
      if (typing[at]) keepTyping = true;
      else done.push(word);
      continue;
    }
    const best = row.candidates[0]?.similarity ?? 0;
    const kept = row.candidates.filter((c) => c.similarity >= best - NEAR_TIE && PLAIN_WORD.test(c.word)).map((c) => c.word);
    if (kept.length === 0) return null;
    corrected.push(kept.length === 1 ? (kept[0] ?? '') : `(${kept.join(' | ')})`);
    similarity = Math.min(similarity, best);
  }
  if (corrected.length === 0) return null;
  return {
    query: { done: done.join(' & '), typing: keepTyping ? text.query.typing : '', corrected: corrected.join(' & ') },
    similarity,
  };
}
