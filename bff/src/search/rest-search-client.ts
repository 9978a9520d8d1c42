import type { Dispatcher } from 'undici';
import { toQueryString, exchange, type QueryParams } from '../upstream/client.ts';
import { isJsonObject, unwrapList, validationErrorFrom } from '../upstream/envelope.ts';
import { UpstreamRequestError, UpstreamUnavailableError } from '../upstream/errors.ts';
import type { GlossaryTermJson, JotJson, PodJson } from '@jotpod/api/contract';
import type {
  GlossaryParams,
  GlossaryResult,
  SearchCallOptions,
  SearchClient,
  SearchCounts,
  SearchEntityType,
  SearchHit,
  SearchParams,
  SearchResult,
  SuggestionParams,
} from './types.ts';
import { SEARCH_ENTITY_TYPES } from './types.ts';

export interface SearchClientOptions {
  /** Base URL of the search service: SEARCH_URL, else the api (UPSTREAM_URL). */
  url: string;
  dispatcher: Dispatcher;
  log?: (message: string) => void;
}

/** REST index names of GET /api/v1/search (docs/rest-api.md, "Search"). */
const INDEX_OF: Readonly<Record<SearchEntityType, string>> = { pod: 'pods', jot: 'jots', glossaryTerm: 'glossary_terms' };
const TYPE_OF: Readonly<Record<string, SearchEntityType>> = { pods: 'pod', jots: 'jot', glossary_terms: 'glossaryTerm' };

/**
 * The default engine: the api's Postgres full-text search. One HTTP call per search or glossary
 * page; hits arrive with their records, so nothing is fetched per hit.
 */
export function createSearchClient(options: SearchClientOptions): SearchClient {
  const url = new URL(options.url);
  const baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}/api/v1`;
  const connection = { dispatcher: options.dispatcher, log: options.log ?? ((message: string) => console.error(message)) };

  const get = async (path: string, query: QueryParams, call: SearchCallOptions): Promise<unknown> => {
    const what = `GET ${path}`;
    const response = await exchange(connection, {
      method: 'GET',
      url: baseUrl + path + toQueryString(query),
      what,
      token: call.accessToken,
      cancellation: call.cancellation,
    });
    const body = parseJson(response.text);
    if (response.statusCode >= 200 && response.statusCode < 300 && body !== undefined) return body;
    if (response.statusCode === 422) throw validationErrorFrom(body);
    if (response.statusCode >= 500 || body === undefined) {
      connection.log(`search unavailable: ${what}: status ${response.statusCode}`);
      throw new UpstreamUnavailableError(`${what}: status ${response.statusCode}`);
    }
    throw new UpstreamRequestError(response.statusCode, what);
  };

  return {
    async search(params: SearchParams, call: SearchCallOptions): Promise<SearchResult> {
      const body = await get(
        '/search',
        {
          q: params.text,
          indexes: params.types?.map((t) => INDEX_OF[t]),
          page: params.page,
          size: params.size,
          pod_id: params.podId,
          content_type: params.contentType,
          letter: params.letter,
          exclude_user_ids: params.excludeUserIds && params.excludeUserIds.length > 0 ? params.excludeUserIds : undefined,
        },
        call,
      );
      return decodeSearch(body, params.types);
    },

    async suggest(params: SuggestionParams, call: SearchCallOptions): Promise<SearchHit[]> {
      const body = await get(
        '/search/suggestions',
        {
          q: params.text,
          indexes: params.types?.map((t) => INDEX_OF[t]),
          per_index: params.perType,
          exclude_user_ids: params.excludeUserIds && params.excludeUserIds.length > 0 ? params.excludeUserIds : undefined,
        },
        call,
      );
      if (!isJsonObject(body) || !Array.isArray(body.data)) throw new UpstreamUnavailableError('GET /search/suggestions: not a data envelope');
      return decodeHits(body.data);
    },

    async glossary(params: GlossaryParams, call: SearchCallOptions): Promise<GlossaryResult> {
      const body = await get(
        '/glossary-terms',
        { pod_id: params.podId, q: params.text, letter: params.letter, page: params.page, size: params.size },
        call,
      );
      const page = unwrapList(body);
      if (!page) throw new UpstreamUnavailableError('GET /glossary-terms: not a list envelope');
      return { terms: page.items as unknown as GlossaryTermJson[], total: page.totalRecords, letters: lettersOf(body) };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Checks the envelope; `types` are the listed types (all when absent). */
function decodeSearch(body: unknown, types: readonly SearchEntityType[] | undefined): SearchResult {
  const page = unwrapList(body);
  if (!page || !isJsonObject(body) || !isJsonObject(body.options)) throw new UpstreamUnavailableError('GET /search: not a search envelope');
  const totals = isJsonObject(body.options.totals) ? body.options.totals : {};
  const capped = isJsonObject(body.options.totals_capped) ? body.options.totals_capped : {};
  const counts: SearchCounts = {
    pods: numberOr(totals.pods),
    jots: numberOr(totals.jots),
    glossaryTerms: numberOr(totals.glossary_terms),
    capped: { pods: capped.pods === true, jots: capped.jots === true, glossaryTerms: capped.glossary_terms === true },
  };
  const listed = types ?? SEARCH_ENTITY_TYPES;
  return {
    hits: decodeHits(page.items),
    total: page.totalRecords,
    totalCapped: (Object.keys(counts.capped) as (keyof SearchCounts['capped'])[]).some((key) => counts.capped[key] && listed.includes(TYPE_OF_COUNT[key])),
    counts,
    letters: lettersOf(body),
  };
}

const TYPE_OF_COUNT: Readonly<Record<keyof SearchCounts['capped'], SearchEntityType>> = { pods: 'pod', jots: 'jot', glossaryTerms: 'glossaryTerm' };

/** Checks each hit's shape; records are trusted to keep the contract. */
function decodeHits(items: readonly unknown[]): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const item of items) {
    if (!isJsonObject(item)) continue;
    const type = typeof item.index === 'string' ? TYPE_OF[item.index] : undefined;
    const highlights = isJsonObject(item.highlights) ? item.highlights : {};
    if (!type || typeof item.id !== 'number' || !isJsonObject(item.record)) continue;
    const base = {
      id: item.id,
      score: typeof item.score === 'number' ? item.score : 0,
      highlights: { name: stringOr(highlights.name), content: stringOr(highlights.content) },
    };
    if (type === 'pod') hits.push({ ...base, type, record: item.record as unknown as PodJson });
    else if (type === 'jot') hits.push({ ...base, type, record: item.record as unknown as JotJson });
    else hits.push({ ...base, type, record: item.record as unknown as GlossaryTermJson });
  }
  return hits;
}

function lettersOf(body: unknown): Record<string, number> {
  const options = isJsonObject(body) && isJsonObject(body.options) ? body.options : {};
  const facets = isJsonObject(options.facets) ? options.facets : {};
  const letters = isJsonObject(facets.first_letter) ? facets.first_letter : {};
  return Object.fromEntries(Object.entries(letters).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

const stringOr = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOr = (value: unknown): number => (typeof value === 'number' ? value : 0);
