import type { Db } from '../db/client.ts';
import { SqlParams } from '../db/sql.ts';
import type { PageRequest } from '../http/envelope.ts';
import { letterFacet } from './facets.ts';
import { markedHtml } from './highlight.ts';
import { headlineColumns, searchIndex, TOTAL_CAP, tsqueryOf, type IndexAnswer, type IndexQuery } from './index-query.ts';
import { INDEX_SOURCES, SEARCH_INDEXES, type SearchFilters, type SearchIndex } from './indexes.ts';
import type { SearchText, TsqueryParts } from './query-text.ts';
import { correctTypos, type Correction } from './typos.ts';

export interface SearchRequest {
  text: SearchText;
  /** Indexes counted in `totals` (and, for glossary terms, the letter facets). */
  searched: readonly SearchIndex[];
  /** Indexes whose hits are listed: a subset of `searched`. */
  listed: readonly SearchIndex[];
  filters: SearchFilters;
  page: PageRequest;
}

/** A hit as ranked, before its highlights are made (a listing without highlights needs only these). */
export interface RankedHit {
  index: SearchIndex;
  id: number;
  /** Full-text hits: 1 to 3 (2 and more when every word is in the name); typo hits: below 1. */
  score: number;
}

export interface EngineHit extends RankedHit {
  /** HTML: escaped text with <mark> around matches. */
  highlights: { name: string; content: string };
}

/** Ranked hits and the query that found them (the corrected one after a typo): highlights mark its words. */
export interface RankedHits {
  hits: RankedHit[];
  matched: TsqueryParts;
}

/** Hits as a search finds them: still to highlight, or highlighted already (suggestions). */
export type FoundHits = RankedHits | { highlighted: EngineHit[] };

export interface SearchOutcome extends RankedHits {
  /** Hits per index (the letter filter applied), 0 for indexes not searched; at most TOTAL_CAP. */
  totals: Record<SearchIndex, number>;
  /** Indexes with more hits than TOTAL_CAP (their total says TOTAL_CAP). */
  capped: Record<SearchIndex, boolean>;
  /** Glossary hits per first letter, before the letter filter (so other letters stay choosable); see letterFacet. */
  letters: Record<string, number>;
}

type Answers = Partial<Record<SearchIndex, IndexAnswer>>;

/**
 * A search: every searched index answers on its own statement, at once (separate pool
 * connections on PostgreSQL), with its best hits down to the end of the requested page and its
 * capped total; the page is merged from them. When nothing matches because a word is misspelt,
 * the vocabulary's corrections are searched, scored below every full-text hit (answerAll).
 * Highlights are a separate step (highlightHits), so a caller can make them while it reads the
 * hits' records.
 */
export async function runSearch(db: Db, request: SearchRequest): Promise<SearchOutcome> {
  const searched = SEARCH_INDEXES.filter((i) => request.searched.includes(i));
  const listed = request.listed.filter((i) => searched.includes(i));
  const offset = (request.page.page - 1) * request.page.size;
  // Hits past TOTAL_CAP in an index are not paged to: its total stops there too.
  const depth = Math.min(offset + request.page.size, TOTAL_CAP);
  const { answers, query, scale } = await answerAll(db, request.text, searched, (index) => ({
    depth: listed.includes(index) ? depth : 0,
    count: true,
  }), request.filters);

  const merged = listed
    .flatMap((index) => (answers[index]?.hits ?? []).map((hit) => ({ index, id: hit.id, score: hit.score * scale })))
    .sort((a, b) => b.score - a.score || a.index.localeCompare(b.index) || a.id - b.id)
    .slice(offset, offset + request.page.size)
    .map(roundedScore);
  const totals: Record<SearchIndex, number> = { pods: 0, jots: 0, glossary_terms: 0 };
  const capped: Record<SearchIndex, boolean> = { pods: false, jots: false, glossary_terms: false };
  for (const index of searched) {
    totals[index] = answers[index]?.total ?? 0;
    capped[index] = answers[index]?.capped ?? false;
  }
  return {
    hits: merged,
    matched: query,
    totals,
    capped,
    letters: letterFacet(answers.glossary_terms?.letters ?? {}),
  };
}

/**
 * Header suggestions: the best `perIndex` hits of each searched index, nothing counted. Lighter
 * than a search page: no totals, no facets, the candidate sets stop at what `perIndex` needs,
 * and every hit is shown, so each index's statement makes its hits' highlights too (no
 * statement after them).
 */
export async function runSuggestions(
  db: Db,
  request: { text: SearchText; indexes: readonly SearchIndex[]; filters: SearchFilters; perIndex: number },
): Promise<{ highlighted: EngineHit[] }> {
  const searched = SEARCH_INDEXES.filter((i) => request.indexes.includes(i));
  const { answers, scale } = await answerAll(db, request.text, searched, () => ({ depth: request.perIndex, count: false, highlight: true }), request.filters);
  const highlighted = searched.flatMap((index) =>
    (answers[index]?.hits ?? []).map((hit) => ({
      ...roundedScore({ index, id: hit.id, score: hit.score * scale }),
      highlights: { name: markedHtml(hit.name ?? ''), content: markedHtml(hit.content ?? '') },
    })),
  );
  return { highlighted };
}

/** Scores as the api shows them: four decimals. */
const roundedScore = (hit: RankedHit): RankedHit => ({ ...hit, score: Math.round(hit.score * 10_000) / 10_000 });

/**
 * Every index at once. A word no document has means the query found nothing anywhere; then the
 * vocabulary's corrections are searched instead, their scores scaled below 1 (by the
 * correction's similarity). An unknown word may still match through its stem, so the corrected
 * answers count only when the query as typed found nothing in any index.
 *
 * On PostgreSQL each index's statement answers both (the corrected query only when the query as
 * typed found nothing in that index, see searchIndex): a misspelt query costs no second round of
 * statements; a lone prefix's jots total is capped from the words' counts (prefix-floor.ts), and a
 * word being typed after rare finished words is checked on their jots (typed-prefix.ts).
 * PGlite runs one statement at a time and plans in WebAssembly, where both cost more than they
 * saved on the demo data (measured side by side, query by query: folding doubled a word's search,
 * and the words' counts slowed a prefix's and never capped a total, since no word there is in
 * more jots than the cap and the hidden pods' jots together): there the query as typed
 * is asked first, then only when it found nothing the vocabulary (one statement), then the
 * correction, and totals are counted.
 */
async function answerAll(
  db: Db,
  text: SearchText,
  searched: readonly SearchIndex[],
  options: (index: SearchIndex) => { depth: number; count: boolean; highlight?: boolean },
  filters: SearchFilters,
): Promise<{ answers: Answers; query: TsqueryParts; scale: number }> {
  const run = (query: IndexQuery) => Promise.all(searched.map((index) => searchIndex(db, index, query, filters, options(index))));
  const answersOf = (results: (IndexAnswer | undefined)[]): Answers =>
    Object.fromEntries(searched.flatMap((index, i) => (results[i] ? [[index, results[i]]] : [])));
  const found = (answers: Answers) => Object.values(answers).some((a) => a.hits.length > 0 || a.total > 0);
  // Full-text scores are 1 to 3: a third of them times the similarity stays below 1.
  const correctedBy = (answers: Answers, correction: Correction) => ({ answers, query: correction.query, scale: correction.similarity / 3 });
  const correct = db.kind === 'postgres';
  const results = await run({ parts: text.query, asTyped: { text, correct, capFromWords: correct } });
  const typed = answersOf(results.map((r) => r.typed));
  if (found(typed)) return { answers: typed, query: text.query, scale: 1 };
  if (correct) {
    const correction = results.find((r) => r.corrected)?.corrected?.correction;
    return correction ? correctedBy(answersOf(results.map((r) => r.corrected?.answer)), correction) : { answers: typed, query: text.query, scale: 1 };
  }
  const correction = await correctTypos(db, text);
  if (!correction) return { answers: typed, query: text.query, scale: 1 };
  return correctedBy(answersOf((await run({ parts: correction.query })).map((r) => r.typed)), correction);
}

interface HeadlineRow {
  idx: SearchIndex;
  id: number;
  name: string;
  content: string;
}

/**
 * The hits with their highlights (one statement for all), in the given order; `matched` is the
 * query that found them. A hit whose row is gone meanwhile is left out.
 */
export async function highlightHits(db: Db, hits: readonly RankedHit[], matched: TsqueryParts): Promise<EngineHit[]> {
  if (hits.length === 0) return [];
  const params = new SqlParams();
  const q = tsqueryOf(matched, params);
  const indexes = SEARCH_INDEXES.filter((index) => hits.some((hit) => hit.index === index));
  const docs = indexes.map((index) => {
    const ids = params.add(hits.filter((hit) => hit.index === index).map((hit) => hit.id));
    const source = INDEX_SOURCES[index];
    return `SELECT '${index}'::text AS idx, d.id, d.name, d.${source.body} AS body FROM ${source.table} d WHERE d.id = ANY(${ids}::bigint[])`;
  });
  const rows = await db.query<HeadlineRow>(
    `SELECT docs.idx, docs.id, ${headlineColumns('docs.name', 'docs.body', q, params)}
    FROM (${docs.join(' UNION ALL ')}) docs`,
    params.values,
  );
  const byKey = new Map(rows.map((row) => [`${row.idx}:${Number(row.id)}`, row]));
  return hits.flatMap((hit) => {
    const row = byKey.get(`${hit.index}:${hit.id}`);
    if (!row) return [];
    return [{ ...hit, highlights: { name: markedHtml(row.name), content: markedHtml(row.content) } }];
  });
}
