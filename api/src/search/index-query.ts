import type { Db } from '../db/client.ts';
import { SqlParams } from '../db/sql.ts';
import { PLAN_PER_VALUES } from '../db/plan-per-values.ts';
import { CONTENT_HEADLINE_OPTIONS, NAME_HEADLINE_OPTIONS, WHOLE_CONTENT_CHARS } from './highlight.ts';
import { INDEX_SOURCES, type IndexSource, type SearchFilters, type SearchIndex } from './indexes.ts';
import type { SearchText, TsqueryParts } from './query-text.ts';
import { jotsPrefixFloor } from './prefix-floor.ts';
import { jotsNarrowLookup, type NarrowLookup } from './typed-prefix.ts';
import { correctionOf, correctionSql, type Correction, type CorrectionRow } from './typos.ts';

/**
 * Counting stops here: beyond it an index reports this many hits and says the count is capped
 * (shown as "1,000+"), and hits past it are not paged to. Counting every match of a two-letter
 * prefix over 100,000 jots costs more than the rest of the search together.
 */
export const TOTAL_CAP = 1000;

/**
 * The fewest candidates ranked per index. Ranking reads each candidate's whole document, so only
 * a bounded set is ranked: rows with every word in the name first (the top tier, found through
 * the names' own index), then, while those are fewer than the page needs, rows matching anywhere.
 * Beyond this many in a tier, which ones are ranked is the index's order, not relevance: the
 * same rows on every search of an unchanged table, since every scan starts at the table's first
 * page (see the database client's SYNCHRONIZE_SEQSCANS); hits whose scores tie are ranked by id.
 */
export const MIN_CANDIDATES = 100;

/** SQL of the tsquery for `parts` (each operand once as a parameter; empty operands drop out). */
export function tsqueryOf(parts: TsqueryParts, params: SqlParams): string {
  const done = `${params.add(parts.done)}::text`;
  const corrected = `${params.add(parts.corrected)}::text`;
  const typing = `${params.add(parts.typing)}::text`;
  return `(to_tsquery('english', ${done}) && to_tsquery('english', ${corrected})
    && (to_tsquery('english', ${typing}) || to_tsquery('simple', ${typing})))`;
}

/**
 * SQL of a row's headlines, `name` and `content` (ts_headline output: text with the marker
 * characters of highlight.ts, for markedHtml). Names are plain text (only markers are removed);
 * bodies are HTML (search_plain_text), shown whole up to WHOLE_CONTENT_CHARS as stored, else in fragments.
 */
export function headlineColumns(name: string, body: string, q: string, params: SqlParams): string {
  const nameOptions = `${params.add(NAME_HEADLINE_OPTIONS)}::text`;
  const fragmentOptions = `${params.add(CONTENT_HEADLINE_OPTIONS)}::text`;
  return `ts_headline('english', translate(${name}, E'\\x01\\x02', ''), ${q}, ${nameOptions}) AS name,
    ts_headline('english', search_plain_text(${body}), ${q},
      CASE WHEN length(${body}) <= ${WHOLE_CONTENT_CHARS} THEN ${nameOptions} ELSE ${fragmentOptions} END) AS content`;
}

export interface IndexHit {
  id: number;
  /** Score 2 to 3 with every word in the name, else 1 to 2. */
  score: number;
  /** With the `highlight` option: the headlines (see headlineColumns). */
  name?: string;
  content?: string;
}

export interface IndexAnswer {
  /** The best `depth` hits, best first. */
  hits: IndexHit[];
  /** Hits (the letter filter applied), at most TOTAL_CAP; 0 when not counted. */
  total: number;
  /** More than TOTAL_CAP hits. */
  capped: boolean;
  /** Glossary terms, when counted: hits per first letter before the letter filter. */
  letters: Record<string, number>;
}

interface AnswerJson {
  hits: IndexHit[];
  total: number | null;
  letters: Record<string, number> | null;
}

type AnswerRow = { typed: AnswerJson; corrected: AnswerJson | null } & Partial<CorrectionRow>;

/** One index's answer to the query as typed and, when that found nothing here, to its correction. */
export interface IndexResult {
  typed: IndexAnswer;
  /** The correction and what it found, when the query as typed found nothing in this index. */
  corrected: { correction: Correction; answer: IndexAnswer } | null;
}

interface AnswerOptions {
  depth: number;
  count: boolean;
  highlight?: boolean | undefined;
}

/**
 * What an index's statement answers: the query `parts`, and when they are the text as typed, that
 * text (`asTyped`), with what the statement may do with it: with `capFromWords`, a lone prefix's
 * jots total is capped from the words' counts (prefix-floor.ts) and a word being typed after rare
 * finished words is checked on their rows (typed-prefix.ts); with `correct`, a misspelling is
 * corrected within the statement.
 */
export interface IndexQuery {
  parts: TsqueryParts;
  asTyped?: { text: SearchText; correct: boolean; capFromWords: boolean } | undefined;
}

/**
 * One index's answer in one statement: its best `depth` hits ranked among a bounded candidate
 * set, and (with `count`) its total, exact up to TOTAL_CAP; with `highlight`, the hits'
 * headlines too (for callers that show every hit, as suggestions do: no statement after this
 * one). Glossary terms count per letter instead (exact, so the letter facet adds up; the index is
 * the smallest), and the total is taken from those counts, capped the same way.
 *
 * With `correct`, when the query as typed finds nothing here and a word of it is misspelt, the
 * same statement corrects it through the vocabulary (typos.ts) and answers the corrected query
 * too: a misspelt search is one statement per index, like any other. Which answer counts is the
 * engine's choice across indexes (a match of the query as typed anywhere wins).
 */
export async function searchIndex(
  db: Db,
  index: SearchIndex,
  query: IndexQuery,
  filters: SearchFilters,
  options: AnswerOptions,
): Promise<IndexResult> {
  const source = INDEX_SOURCES[index];
  const params = new SqlParams();
  const from = source.from(filters, params);
  const letter = index === 'glossary_terms' && filters.letter !== undefined ? params.add(filters.letter) : null;
  const letterOk = letter === null ? '' : ` AND ${source.letter} = ${letter}::text`;
  const text = query.asTyped?.text;
  const floor = text && query.asTyped?.capFromWords && index === 'jots' && options.count ? jotsPrefixFloor(text, filters, params) : null;
  const narrow = text && query.asTyped?.capFromWords && index === 'jots' ? jotsNarrowLookup(text, params) : null;
  const typed = answerSql({ source, from, letterOk, q: tsqueryOf(query.parts, params), names: 'typed', gate: null, floor, narrow, options, params });
  // The query as typed found something here: a hit in either tier (the title tier's rows match
  // the whole document too). The title tier is asked first: when it has rows, the document
  // index is not read for this.
  const found = `EXISTS (SELECT 1 FROM ${typed.title}) OR EXISTS (SELECT 1 FROM ${typed.matched})`;
  const correction = text && query.asTyped?.correct ? correctionSql(text, found, params) : null;
  const corrected = correction
    ? answerSql({
        source, from, letterOk, q: correction.query, names: 'corrected', gate: correction.applies, floor: null,
        narrow: text && query.asTyped?.capFromWords && index === 'jots' ? jotsNarrowLookup(text, params, correction.known) : null,
        options, params,
      })
    : null;
  const ctes = [source.ctes, typed.ctes, correction?.ctes ?? '', corrected?.ctes ?? ''].filter((c) => c !== '');
  const sql = `WITH ${ctes.join(',\n')}
  SELECT ${typed.json} AS typed, ${corrected ? `${corrected.json} AS corrected, ${correction?.columns}` : 'NULL::json AS corrected'}`;
  const [row] = await db.query<AnswerRow>(sql + PLAN_PER_VALUES, params.values);
  const fixed = text && row?.corrected ? correctionOf(row, text) : null;
  return {
    typed: indexAnswer(index, filters, row?.typed),
    corrected: fixed && row?.corrected ? { correction: fixed, answer: indexAnswer(index, filters, row.corrected) } : null,
  };
}

/**
 * The CTEs and the JSON of one answer to tsquery `q`. `names` prefixes the CTEs, so a statement
 * holds two answers (as typed and corrected); a `gate` (SQL, true or false for the whole
 * statement) keeps every document read of the answer from running while it is false. A `floor`
 * (SQL: a number of rows certainly matching, see prefix-floor.ts) above TOTAL_CAP caps the total
 * without counting, and the matching rows are then read only as far as the body tier needs them.
 * With `narrow` (typed-prefix.ts), when it applies, the indexes are asked for the finished words
 * only and the whole query is checked on their rows (`ts_match_vq` is `@@` as a function call, so
 * the planner does not hand it to the index): the same rows, without collecting every jot of the
 * word being typed.
 */
function answerSql(a: {
  source: IndexSource;
  from: string;
  letterOk: string;
  q: string;
  names: string;
  gate: string | null;
  floor: string | null;
  narrow: NarrowLookup | null;
  options: AnswerOptions;
  params: SqlParams;
}): { ctes: string; json: string; title: string; matched: string } {
  const { source, from, letterOk, q, names, options, params } = a;
  const gated = a.gate === null ? '' : ` AND ${a.gate}`;
  const [title, matched, body, ranked] = [`${names}_title`, `${names}_matched`, `${names}_body`, `${names}_ranked`];
  const depth = params.add(options.depth);
  const candidateCount = options.depth === 0 ? 0 : Math.max(options.depth, MIN_CANDIDATES);
  const candidates = params.add(candidateCount);
  // Rows matching anywhere, in the index's order, as far as the count and the body tier need
  // them: the body tier's candidates are the lowest ids of these not in the title tier (by id, so
  // a deeper page's candidates extend a shallower one's and hits that tie page in id order), so
  // the document index is looked up once for both (a prefix's lookup unions many words' lists).
  const countsHere = options.count && source.index !== 'glossary_terms';
  // Without a count: enough for the body tier's candidates whatever the title tier holds, and at
  // least one row, which tells whether the index has any hit.
  const forBody = Math.max(2 * candidateCount, 1);
  const floored = countsHere && a.floor !== null ? `(SELECT n > ${TOTAL_CAP} FROM ${names}_floor)` : null;
  const matchedLimit = floored
    ? `CASE WHEN ${floored} THEN ${params.add(forBody)}::int ELSE ${params.add(Math.max(TOTAL_CAP + 1, forBody))}::int END`
    : params.add(Math.max(countsHere ? TOTAL_CAP + 1 : 0, forBody));
  let counts = `'total', NULL, 'letters', NULL`;
  if (options.count && source.index === 'glossary_terms') {
    counts = `'total', NULL, 'letters', (SELECT json_object_agg(f.letter, f.n) FROM (SELECT ${source.letter} AS letter, count(*)::int AS n
      FROM ${from} AND x.search_vector @@ ${q}${gated} GROUP BY 1) f)`;
  } else if (floored) {
    counts = `'total', CASE WHEN ${floored} THEN ${TOTAL_CAP + 1} ELSE (SELECT count(*)::int FROM ${matched}) END, 'letters', NULL`;
  } else if (countsHere) {
    counts = `'total', (SELECT count(*)::int FROM ${matched}), 'letters', NULL`;
  }
  const hitJson = options.highlight ? `json_build_object('id', r.id, 'score', r.score, 'name', h.name, 'content', h.content)` : `json_build_object('id', r.id, 'score', r.score)`;
  const hitRows = options.highlight
    ? `${ranked} r JOIN LATERAL (SELECT ${headlineColumns('d.name', `d.${source.body}`, q, params)} FROM ${source.table} d WHERE d.id = r.id) h ON true`
    : `${ranked} r`;
  // Rank: ts_rank_cd with length normalisation (1) scaled into [0, 1) (32), of the name when every
  // word is in the name (2 + rank: titles rank above bodies, and among them the names the query
  // says most of), else of the whole document (1 + rank). A full-text hit scores at least 1, so
  // corrected (typo) matches, scaled below 1 by the engine, always come after. Ranking a name
  // reads only the small title vector; a body tier candidate's whole document is read.
  const narrowed = a.narrow === null ? null : `(SELECT n.yes FROM ${names}_narrow n)`;
  // Rows whose `vector` matches the query, up to `limit`, in the table's order.
  const lookup = (select: string, vector: string, limit: string) => {
    const rows = (match: string) => `SELECT ${select} FROM ${from}${letterOk} AND ${match}${gated} LIMIT ${limit}`;
    if (a.narrow === null || narrowed === null) return rows(`${vector} @@ ${q}`);
    return `(${rows(`${vector} @@ ${a.narrow.q} AND ts_match_vq(${vector}, ${q}) AND ${narrowed}`)})
      UNION ALL (${rows(`${vector} @@ ${q} AND NOT ${narrowed}`)})`;
  };
  const ctes = `${floored ? `${names}_floor AS MATERIALIZED (SELECT ${a.floor} AS n),
    ` : ''}${a.narrow ? `${names}_narrow AS MATERIALIZED (SELECT ${a.narrow.applies} AS yes),
    ` : ''}${title} AS MATERIALIZED (
      ${lookup(`x.id, 2 + ts_rank_cd(x.title_vector, ${q}, 33) AS score`, 'x.title_vector', candidates)}),
    ${matched} AS MATERIALIZED (
      ${lookup('x.id', 'x.search_vector', matchedLimit)}),
    ${body} AS MATERIALIZED (
      SELECT x.id, 1 + ts_rank_cd(x.search_vector, ${q}, 33) AS score FROM ${source.table} x
      WHERE x.id IN (SELECT m.id FROM ${matched} m WHERE (SELECT count(*) FROM ${title}) < ${depth} AND m.id NOT IN (SELECT id FROM ${title}) ORDER BY m.id LIMIT ${candidates})),
    ${ranked} AS (
      SELECT id, score::float8 AS score FROM (SELECT * FROM ${title} UNION ALL SELECT * FROM ${body}) cand
      ORDER BY score DESC, id LIMIT ${depth})`;
  const json = `json_build_object('hits', (SELECT coalesce(json_agg(${hitJson} ORDER BY r.score DESC, r.id), '[]'::json) FROM ${hitRows}), ${counts})`;
  return { ctes, json, title, matched };
}

/** An answer as the engine takes it: totals capped, glossary totals from the letter counts. */
function indexAnswer(index: SearchIndex, filters: SearchFilters, answer: AnswerJson | undefined): IndexAnswer {
  const letters: Record<string, number> = {};
  for (const [key, n] of Object.entries(answer?.letters ?? {})) letters[key] = Number(n);
  const counted =
    index === 'glossary_terms'
      ? filters.letter === undefined
        ? Object.values(letters).reduce((sum, n) => sum + n, 0)
        : (letters[filters.letter] ?? 0)
      : (answer?.total ?? 0);
  const capped = counted > TOTAL_CAP;
  return {
    hits: (answer?.hits ?? []).map((hit) => ({ ...hit, id: Number(hit.id) })),
    total: capped ? TOTAL_CAP : counted,
    capped,
    letters,
  };
}
