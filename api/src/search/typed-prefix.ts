import type { SqlParams } from '../db/sql.ts';
import type { SearchText } from './query-text.ts';

/** The finished words' lookup is taken when they are in at most this many jots... */
const NARROW_MAX_JOTS = 2000;
/** ...and the word being typed starts words found this many times as often. */
const NARROW_RATIO = 4;

/** How a jots statement may look up a query that ends in a word being typed after finished words. */
export interface NarrowLookup {
  /** The tsquery of the finished words alone (what the document index is then asked for). */
  q: string;
  /** SQL, true for the whole statement when the finished words' lookup is the cheaper one. */
  applies: string;
}

/**
 * For a word being typed after finished words ("teaching fermentation to"): the finished words'
 * tsquery and when to look up only those through the document index, checking the whole query on
 * their rows, instead of the whole query. GIN collects every jot of every word with the typed
 * prefix before it intersects them with the other words' (`to:*` is some 50,000 word entries,
 * where two finished words may hold a few hundred rows). Rare finished words decide it
 * from the words' counts (jot_lexemes, migration 0015): the fewest jots holding one of the
 * finished words bounds the rows the finished words find, and the counts of the words starting
 * with the prefix are what the full lookup collects. Either way the rows found are the same, in
 * the same (table) order: the query implies its finished words. Null for any other query.
 *
 * A corrected query (`corrected`: SQL of its known finished words, '&'-joined as typos.ts gives
 * them, and of whether the word being typed stayed a prefix) narrows the same way on those words.
 */
export function jotsNarrowLookup(
  text: SearchText,
  params: SqlParams,
  corrected?: { done: string; keepsTyping: string },
): NarrowLookup | null {
  // A correction's known finished words are some of the finished words typed: none typed, none known.
  if (text.typingWord === undefined || text.doneWords.length === 0) return null;
  const done = corrected?.done ?? `${params.add(text.query.done)}::text`;
  const typing = `${params.add(text.typingWord)}::text`;
  const startsWith = (prefix: string) => `l.lexeme >= ${prefix} AND l.lexeme < ${prefix} || chr(1114111)`;
  const stem = `coalesce((tsvector_to_array(to_tsvector('english', ${typing})))[1], ${typing})`;
  const applies = `coalesce((SELECT d.jots IS NOT NULL AND d.jots <= ${NARROW_MAX_JOTS}${corrected ? ` AND ${corrected.keepsTyping}` : ''}
      AND greatest((SELECT coalesce(sum(l.jots), 0) FROM jot_lexemes l WHERE ${startsWith(typing)}),
        (SELECT coalesce(sum(l.jots), 0) FROM jot_lexemes l WHERE ${startsWith(stem)})) >= ${NARROW_RATIO} * d.jots
    FROM (SELECT min(coalesce(l.jots, 0)) AS jots FROM unnest(tsvector_to_array(to_tsvector('english', ${done}))) w
      LEFT JOIN jot_lexemes l ON l.lexeme = w) d), false)`;
  return { q: `to_tsquery('english', ${done})`, applies };
}
