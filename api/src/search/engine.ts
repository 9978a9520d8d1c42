import type { Db } from '../db/client.ts';
import { SqlParams } from '../db/sql.ts';
import type { PageRequest } from '../http/envelope.ts';
import { letterFacet } from './facets.ts';
import { CONTENT_HEADLINE_OPTIONS, markedHtml, NAME_HEADLINE_OPTIONS } from './highlight.ts';
import { INDEX_SOURCES, SEARCH_INDEXES, type IndexSource, type SearchFilters, type SearchIndex } from './indexes.ts';
import type { SearchText, TsqueryParts } from './query-text.ts';

/**
 * Typo tolerance: an index whose full-text search finds fewer hits than this also gets the rows
 * whose name is similar to the query by trigrams (a misspelt word matches no lexeme at all).
 */
export const FEW_HITS = 5;
/**
 * pg_trgm word similarity a name needs to count as a typo of the query. One wrong, missing or
 * swapped letter in a 5+ letter word scores 0.5 to 0.8; unrelated words stay under 0.4.
 */
export const TYPO_SIMILARITY = 0.45;
/** Shorter texts have too few trigrams for similarity to tell a typo from another word. */
const MIN_TYPO_LENGTH = 3;

export interface SearchRequest {
  text: SearchText;
  /** Indexes counted in `totals` (and, for glossary terms, the letter facets). */
  searched: readonly SearchIndex[];
  /** Indexes whose hits are listed: a subset of `searched`. */
  listed: readonly SearchIndex[];
  filters: SearchFilters;
  page: PageRequest;
}

export interface EngineHit {
  index: SearchIndex;
  id: number;
  /** Full-text hits: 1 to 3 (2 and more when every word is in the name); typo hits: below 1. */
  score: number;
  /** HTML: escaped text with <mark> around matches. */
  highlights: { name: string; content: string };
}

export interface SearchOutcome {
  hits: EngineHit[];
  /** Hits per index (the letter filter applied), 0 for indexes not searched. */
  totals: Record<SearchIndex, number>;
  /** Glossary hits per first letter, before the letter filter (so other letters stay choosable); see letterFacet. */
  letters: Record<string, number>;
}

interface OutcomeRow {
  page: { index: SearchIndex; id: number; score: number; name: string; content: string }[];
  totals: Partial<Record<SearchIndex, number>> | null;
  letters: Record<string, number> | null;
}

/**
 * One statement answers a search: the matching rows of every searched index (full text, plus
 * trigram matches on names where full text finds few), ranked, one page of them with highlights,
 * and the counts. Runs in a transaction only to scope the trigram threshold to this statement.
 */
export async function runSearch(db: Db, request: SearchRequest): Promise<SearchOutcome> {
  const params = new SqlParams();
  const { anywhere, inTitle } = request.text;
  const tsquery = (parts: TsqueryParts) => {
    const done = `${params.add(parts.done)}::text`;
    const typing = `${params.add(parts.typing)}::text`;
    // An empty operand drops out of && and || (to_tsquery('') is the empty query).
    return `(to_tsquery('english', ${done}) && (to_tsquery('english', ${typing}) || to_tsquery('simple', ${typing})))`;
  };
  const searched = SEARCH_INDEXES.filter((i) => request.searched.includes(i));
  // Inlined, not a CTE: to_tsquery of constants folds at plan time, so the GIN indexes are used.
  const queries: QueryRefs = {
    q: tsquery(anywhere),
    qa: tsquery(inTitle),
    fuzzyText: request.text.fuzzyText.length >= MIN_TYPO_LENGTH ? `${params.add(request.text.fuzzyText)}::text` : null,
  };
  const branches = searched.map((index) => indexBranches(INDEX_SOURCES[index], request.filters, params, queries));
  const letterOk = request.filters.letter === undefined ? 'true' : `(h.letter IS NULL OR h.letter = ${params.add(request.filters.letter)}::text)`;
  const listed = params.add(request.listed.filter((i) => searched.includes(i)));
  const limit = params.add(request.page.size);
  const offset = params.add((request.page.page - 1) * request.page.size);
  const nameOptions = `${params.add(NAME_HEADLINE_OPTIONS)}::text`;
  const contentOptions = `${params.add(CONTENT_HEADLINE_OPTIONS)}::text`;
  // Names are plain text (only the markers are removed); bodies are HTML (search_plain_text).
  const docs = searched.map(
    (index) => `SELECT '${index}'::text AS idx, d.id, d.name, d.${INDEX_SOURCES[index].body} AS body FROM ${INDEX_SOURCES[index].table} d
      WHERE d.id IN (SELECT id FROM page WHERE idx = '${index}')`,
  );
  const sql = `WITH ${branches.map((b) => b.ctes).join(',\n')},
    hits AS MATERIALIZED (${branches.map((b) => b.hits).join(' UNION ALL ')}),
    page AS (SELECT h.* FROM hits h WHERE h.idx = ANY(${listed}::text[]) AND ${letterOk}
      ORDER BY h.score DESC, h.idx, h.id LIMIT ${limit} OFFSET ${offset}),
    docs AS (${docs.join(' UNION ALL ')})
  SELECT
    (SELECT coalesce(json_agg(json_build_object('index', page.idx, 'id', page.id, 'score', page.score,
        'name', ts_headline('english', translate(docs.name, E'\\x01\\x02', ''), ${queries.q}, ${nameOptions}),
        'content', ts_headline('english', search_plain_text(docs.body), ${queries.q}, ${contentOptions}))
      ORDER BY page.score DESC, page.idx, page.id), '[]'::json)
      FROM page JOIN docs ON docs.idx = page.idx AND docs.id = page.id) AS page,
    (SELECT json_object_agg(t.idx, t.n) FROM (SELECT h.idx, count(*) FILTER (WHERE ${letterOk}) AS n FROM hits h GROUP BY h.idx) t) AS totals,
    (SELECT json_object_agg(f.letter, f.n) FROM (SELECT h.letter, count(*) AS n FROM hits h
      WHERE h.idx = 'glossary_terms' GROUP BY h.letter) f) AS letters`;

  const [row] = await db.transaction(async (tx) => {
    // SET LOCAL cannot take a parameter; the value is a constant of this module.
    await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`);
    return tx.query<OutcomeRow>(sql, params.values);
  });
  const totals: Record<SearchIndex, number> = { pods: 0, jots: 0, glossary_terms: 0 };
  for (const [index, n] of Object.entries(row?.totals ?? {})) totals[index as SearchIndex] = Number(n);
  return {
    hits: (row?.page ?? []).map((hit) => ({
      index: hit.index,
      id: Number(hit.id),
      score: Math.round(hit.score * 10_000) / 10_000,
      highlights: { name: markedHtml(hit.name), content: markedHtml(hit.content) },
    })),
    totals,
    letters: letterFacet(row?.letters ?? {}),
  };
}

interface QueryRefs {
  /** SQL of the tsquery matching names and bodies. */
  q: string;
  /** SQL of the tsquery matching names only. */
  qa: string;
  /** Placeholder of the text compared by trigrams; null when too short for trigrams to mean anything. */
  fuzzyText: string | null;
}

/**
 * The CTEs of one index: `<index>_fts` (full-text matches with their rank) and `<index>_typo`
 * (trigram matches on the name, only when the first found fewer than FEW_HITS; the gate is a
 * one-time filter, so the trigram index is not even read otherwise), and the SELECT of both.
 */
function indexBranches(source: IndexSource, filters: SearchFilters, params: SqlParams, refs: QueryRefs) {
  const { index } = source;
  // Rank: ts_rank_cd with length normalisation (1) scaled into [0, 1) (32); +1 when every
  // word is in the name (weight A), so titles rank above bodies; +1 for any full-text match,
  // so typo matches (similarity below 1) always come after.
  const fts = `${index}_fts AS MATERIALIZED (
      SELECT x.id, (1 + (x.search_vector @@ ${refs.qa})::int + ts_rank_cd(x.search_vector, ${refs.q}, 33))::float8 AS score,
        ${source.letter} AS letter
      FROM ${source.from(filters, params)} AND x.search_vector @@ ${refs.q})`;
  if (refs.fuzzyText === null) return { ctes: fts, hits: `SELECT '${index}'::text AS idx, id, score, letter FROM ${index}_fts` };
  const typo = `${index}_typo AS (
      SELECT x.id, word_similarity(${refs.fuzzyText}, x.name)::float8 AS score, ${source.letter} AS letter
      FROM ${source.from(filters, params)} AND (SELECT count(*) FROM ${index}_fts) < ${FEW_HITS}
        AND ${refs.fuzzyText} <% x.name AND x.id NOT IN (SELECT id FROM ${index}_fts))`;
  const hits = `SELECT '${index}'::text AS idx, id, score, letter FROM ${index}_fts
    UNION ALL SELECT '${index}'::text, id, score, letter FROM ${index}_typo`;
  return { ctes: `${fts},\n    ${typo}`, hits };
}
