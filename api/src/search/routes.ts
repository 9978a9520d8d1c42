import type { FastifyInstance } from 'fastify';
import { JOT_CONTENT_TYPES } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import { pagination } from '../http/envelope.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import { runSearch, runSuggestions } from './engine.ts';
import { SEARCH_INDEXES } from './indexes.ts';
import { finishValidation, readIdList, readLetter, readSearchText } from './params.ts';
import { withRecords } from './records.ts';

const SEARCH_PAGE = 20;
export const MAX_SEARCH_PAGE = 50;
/** The reader's block list (kept on the device), as on GET /jots. */
const MAX_EXCLUDED_USERS = 500;
/** Header suggestions: a few hits per index. */
const SUGGESTIONS_PER_INDEX = 3;
export const MAX_SUGGESTIONS_PER_INDEX = 10;
const INDEX_LIST = new RegExp(`^(${SEARCH_INDEXES.join('|')})(,(${SEARCH_INDEXES.join('|')}))*$`);

/**
 * GET /search (docs/rest-api.md, "Search"): pods, jots and glossary terms ranked together, one
 * page of hits with highlights and their records, totals per index and glossary letter facets.
 */
export function registerSearchRoutes(app: FastifyInstance, db: Db): void {
  app.get('/search', async (request) => {
    const reader = new QueryReader(request.query);
    const { text, errors } = readSearchText(reader, request.query, { required: true });
    const indexList = reader.matching('indexes', INDEX_LIST, 'The selected indexes is invalid.');
    const podId = reader.integer('pod_id', { min: 1 });
    const contentType = reader.oneOf('content_type', JOT_CONTENT_TYPES);
    const letter = readLetter(reader);
    const excluded = readIdList(reader, 'exclude_user_ids', MAX_EXCLUDED_USERS);
    const page = reader.page(SEARCH_PAGE, MAX_SEARCH_PAGE);
    finishValidation(reader, { ...errors, ...excluded.errors });
    const excludeUserIds = excluded.ids;

    const listed = indexList ? SEARCH_INDEXES.filter((i) => indexList.split(',').includes(i)) : SEARCH_INDEXES;
    const filters = { podId, contentType, letter, excludeUserIds, mutedBy: request.viewer?.id };
    // Every index is counted whatever `indexes` lists, so a client can show all tab counts.
    const outcome = text
      ? await runSearch(db, { text, searched: SEARCH_INDEXES, listed, filters, page })
      : { hits: [], matched: { done: '', typing: '', corrected: '' }, totals: { pods: 0, jots: 0, glossary_terms: 0 }, capped: { pods: false, jots: false, glossary_terms: false }, letters: {} };
    const total = listed.map((index) => outcome.totals[index]).reduce((sum, n) => sum + n, 0);
    return {
      data: await withRecords(contextOf(db, request), outcome),
      options: {
        pagination: pagination(total, page),
        totals: outcome.totals,
        // An index with more hits than the cap counts only that many (a client shows "1,000+").
        totals_capped: outcome.capped,
        facets: { first_letter: outcome.letters },
      },
    };
  });

  /**
   * GET /search/suggestions (docs/rest-api.md, "Search"): the header box's few best hits per
   * index, with highlights and records; lighter than /search: nothing counted, no facets.
   */
  app.get('/search/suggestions', async (request) => {
    const reader = new QueryReader(request.query);
    const { text, errors } = readSearchText(reader, request.query, { required: true });
    const indexList = reader.matching('indexes', INDEX_LIST, 'The selected indexes is invalid.');
    const perIndex = reader.integer('per_index', { min: 1, max: MAX_SUGGESTIONS_PER_INDEX }) ?? SUGGESTIONS_PER_INDEX;
    const excluded = readIdList(reader, 'exclude_user_ids', MAX_EXCLUDED_USERS);
    finishValidation(reader, { ...errors, ...excluded.errors });
    const indexes = indexList ? SEARCH_INDEXES.filter((i) => indexList.split(',').includes(i)) : SEARCH_INDEXES;
    if (!text) return { data: [] };
    const found = await runSuggestions(db, { text, indexes, filters: { excludeUserIds: excluded.ids, mutedBy: request.viewer?.id }, perIndex });
    return { data: await withRecords(contextOf(db, request), found) };
  });
}
