import type { SqlParams } from '../db/sql.ts';
import { HIDDEN_PODS, type SearchFilters } from './indexes.ts';
import type { SearchText } from './query-text.ts';

/**
 * SQL of a number of jots that a lone prefix being typed certainly matches, or null when the
 * query is anything else or jots are narrowed by pod or content type (the bound would then say
 * nothing). Lets the jots index cap its total without reading the documents it counts: a two- or
 * three-letter prefix matches thousands of jots, and counting the first 1,001 of them read as many
 * heap pages as the rest of the search together. Used on PostgreSQL only (see the engine's
 * answerAll: on PGlite's demo data it cost more than it saved).
 *
 * Every jot holding a word that starts with the prefix matches it, so the jots holding the most
 * frequent such word (jot_lexemes, migration 0015, kept by triggers; held jots count nowhere) are
 * at least that many matches; the reader cannot see the jots of hidden pods (jot_tallies, 0010),
 * of blocked authors or of muted ones (their tallies over visible pods), so those are taken off
 * whether they match or not. The prefix is matched as the query matches it: through the english
 * configuration (stemmed) and the simple one (as typed), each a single word, or there is no bound.
 */
export function jotsPrefixFloor(text: SearchText, filters: SearchFilters, params: SqlParams): string | null {
  if (text.typingWord === undefined || text.doneWords.length > 0 || filters.podId !== undefined || filters.contentType !== undefined) {
    return null;
  }
  const word = `${params.add(text.typingWord)}::text`;
  const unseen = [`(SELECT coalesce(sum(t.jots), 0) FROM jot_tallies t WHERE t.user_id = 0 AND t.pod_id = ANY(ARRAY(${HIDDEN_PODS})))`];
  if (filters.excludeUserIds !== undefined && filters.excludeUserIds.length > 0) {
    unseen.push(`(SELECT coalesce(sum(t.jots), 0) FROM jot_tallies t WHERE t.pod_id = 0 AND t.user_id = ANY(${params.add(filters.excludeUserIds)}::bigint[]))`);
  }
  if (filters.mutedBy !== undefined) {
    unseen.push(`(SELECT coalesce(sum(t.jots), 0) FROM muted_authors ma JOIN jot_tallies t ON t.pod_id = 0 AND t.user_id = ma.author_id
      WHERE ma.user_id = ${params.add(filters.mutedBy)})`);
  }
  const startsWith = (prefix: string) => `(l.lexeme >= ${prefix} AND l.lexeme < ${prefix} || chr(1114111))`;
  return `((SELECT CASE WHEN s.lexemes = ARRAY[${word}] AND coalesce(array_length(e.lexemes, 1), 0) <= 1
        THEN (SELECT coalesce(max(l.jots), 0) FROM jot_lexemes l WHERE ${startsWith(word)} OR ${startsWith(`coalesce(e.lexemes[1], ${word})`)})
        ELSE 0 END
      FROM (SELECT tsvector_to_array(to_tsvector('simple', ${word})) AS lexemes) s,
        (SELECT tsvector_to_array(to_tsvector('english', ${word})) AS lexemes) e)
    - ${unseen.join(' - ')})`;
}
