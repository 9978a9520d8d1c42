import type { Db } from '../db/client.ts';
import { SqlParams } from '../db/sql.ts';
import type { SearchText, TsqueryParts } from './query-text.ts';

/**
 * Typo tolerance through the vocabulary (search_words, kept by triggers: see migration
 * 0008_search_vocabulary): a word of the query that no document has is replaced by the
 * vocabulary's most similar words, compared by trigrams over a few thousand short words instead
 * of every name. The lookup is the function search_correction (migration 0014_search_correction),
 * planned once per session (0018: left to PostgreSQL, a lone misspelt word's lookup was planned
 * again on every call). On PostgreSQL each index's statement calls it (correctionSql), so a
 * misspelt query is corrected and searched again within the statement that found nothing for it,
 * not by a second round of statements; on PGlite it is a statement of its own (correctTypos),
 * made only after the query as typed found nothing (see the engine's answerAll).
 */

/**
 * pg_trgm similarity a word needs with a vocabulary word to be corrected to it, and word
 * similarity a word being typed needs with the start of one. pg_trgm's default thresholds for the
 * indexed operators (`%`, `<%`), so the lookup is one statement with no setting to change; the
 * values are also checked in the lookup, whatever a server's defaults.
 */
export const TYPO_SIMILARITY = 0.3;
export const TYPING_TYPO_SIMILARITY = 0.6;
/** Near ties of the best correction are kept too (ORed): "garvity" may mean either. */
const NEAR_TIE = 0.1;
const MAX_CORRECTIONS_PER_WORD = 3;
/** Shorter words have too few trigrams for similarity to tell a typo from another word. */
const MIN_TYPO_LENGTH = 3;
const MIN_TYPING_TYPO_LENGTH = 4;

export interface Correction {
  query: TsqueryParts;
  /** The lowest similarity of the corrections made (0..1): how sure the correction is. */
  similarity: number;
}

/** The correction's columns as a statement returns them (see correctionSql). */
export interface CorrectionRow {
  correction_done: string | null;
  correction_corrected: string | null;
  correction_keep_typing: boolean | null;
  correction_similarity: number | null;
}

export interface CorrectionSql {
  /**
   * The CTE `applied_correction`: one row (the correction and its tsquery, `query`) when the query
   * as typed found nothing here and has a correction, none otherwise.
   */
  ctes: string;
  /** The corrected tsquery (NULL without an applied correction). */
  query: string;
  /** True when the correction applies: what the corrected answer's CTEs are gated on. */
  applies: string;
  /** The CorrectionRow columns. */
  columns: string;
  /** SQL of the known finished words (to_tsquery text) and of whether the word being typed stays a prefix. */
  known: { done: string; keepsTyping: string };
}

/**
 * SQL correcting the query's unknown words, or null when no word is long enough to correct.
 * A word is known when some document has it (a stop word counts as known; a word being typed is
 * known when some word starts with it). Each unknown word is replaced by its most similar
 * vocabulary words (and their near ties, ORed); a word being typed may also be corrected to a word
 * whose start it resembles ("foundxt" to "foundations"). No correction when every word is known or
 * an unknown word has no similar word. `found` is SQL that is true when the query as typed found
 * something: then the vocabulary is not read at all (an unknown word may still match through its
 * stem, and a match of the query as typed always wins over a correction).
 */
export function correctionSql(text: SearchText, found: string, params: SqlParams): CorrectionSql | null {
  const call = correctionCall(text, params);
  if (call === null) return null;
  const typed = `${params.add(text.query.typing)}::text`;
  const ctes = `applied_correction AS MATERIALIZED (
      SELECT k.*, to_tsquery('english', k.correction_done) && to_tsquery('english', k.correction_corrected)
        && CASE WHEN k.correction_keep_typing THEN to_tsquery('english', ${typed}) || to_tsquery('simple', ${typed}) ELSE ''::tsquery END AS query
      FROM ${call} k WHERE NOT (${found}))`;
  const columns = `(SELECT k.correction_done FROM applied_correction k) AS correction_done,
    (SELECT k.correction_corrected FROM applied_correction k) AS correction_corrected,
    (SELECT k.correction_keep_typing FROM applied_correction k) AS correction_keep_typing,
    (SELECT k.correction_similarity FROM applied_correction k) AS correction_similarity`;
  return {
    ctes,
    query: '(SELECT k.query FROM applied_correction k)',
    applies: 'EXISTS (SELECT 1 FROM applied_correction)',
    columns,
    known: { done: '(SELECT k.correction_done FROM applied_correction k)', keepsTyping: '(SELECT k.correction_keep_typing FROM applied_correction k)' },
  };
}

/** The correction of the query's misspelt words (see correctionSql) on its own: one statement. */
export async function correctTypos(db: Db, text: SearchText): Promise<Correction | null> {
  const params = new SqlParams();
  const call = correctionCall(text, params);
  if (call === null) return null;
  const [row] = await db.query<CorrectionRow>(`SELECT * FROM ${call}`, params.values);
  return row ? correctionOf(row, text) : null;
}

/** SQL calling search_correction for the query's words, or null when no word is long enough to correct. */
function correctionCall(text: SearchText, params: SqlParams): string | null {
  const words = [...text.doneWords, ...(text.typingWord === undefined ? [] : [text.typingWord])];
  const typing = words.map((_, i) => text.typingWord !== undefined && i === words.length - 1);
  const correctable = words.map((w, i) => w.length >= (typing[i] ? MIN_TYPING_TYPO_LENGTH : MIN_TYPO_LENGTH));
  if (!correctable.some(Boolean)) return null;
  return `search_correction(${params.add(words)}::text[], ${params.add(typing.map(Number))}::int[], ${params.add(correctable.map(Number))}::int[],
    ${TYPO_SIMILARITY}, ${TYPING_TYPO_SIMILARITY}, ${NEAR_TIE}, ${MAX_CORRECTIONS_PER_WORD})`;
}

/** The correction a statement's row holds, as the query parts highlights mark; null without one. */
export function correctionOf(row: Partial<CorrectionRow>, text: SearchText): Correction | null {
  if (row.correction_corrected === null || row.correction_corrected === undefined) return null;
  return {
    query: {
      done: row.correction_done ?? '',
      typing: row.correction_keep_typing === true ? text.query.typing : '',
      corrected: row.correction_corrected,
    },
    similarity: Number(row.correction_similarity ?? 0),
  };
}
