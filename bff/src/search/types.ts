import type { GlossaryTermJson, JotContentType, JotJson, PodJson } from '@jotpod/api/contract';
import type { Cancellation } from '../upstream/cancellation.ts';

/**
 * The search seam of the bff: what the schema asks of a search engine, in engine-neutral terms.
 * The default engine is the api's Postgres search (./rest-search-client.ts); another engine can
 * replace it by implementing SearchClient, with no change to the schema.
 */

export type SearchEntityType = 'pod' | 'jot' | 'glossaryTerm';
export const SEARCH_ENTITY_TYPES: readonly SearchEntityType[] = ['pod', 'jot', 'glossaryTerm'];

export interface SearchParams {
  /** What the reader typed, as typed (the engine tokenises it safely). */
  text: string;
  /** Entity types listed; all when absent. Counts cover every type regardless. */
  types?: readonly SearchEntityType[] | undefined;
  /** 1-based page of `size` hits. */
  page: number;
  size: number;
  /** Pod: that pod; jots: its jots; glossary terms: its glossary. */
  podId?: number | undefined;
  contentType?: JotContentType | undefined;
  /** Glossary terms only, one letter A-Z. */
  letter?: string | undefined;
  /** Authors whose jots are left out (the device block list). */
  excludeUserIds?: readonly number[] | undefined;
}

export interface SearchHighlights {
  /** Untrusted HTML from the engine: matches wrapped in <mark>. Sanitized by the schema. */
  name: string;
  content: string;
}

interface HitBase {
  id: number;
  /** Relevance; higher first. Only comparable within one result. */
  score: number;
  highlights: SearchHighlights;
}

/** A hit carries its entity, so the schema needs no per-hit fetch. */
export type SearchHit =
  | (HitBase & { type: 'pod'; record: PodJson })
  | (HitBase & { type: 'jot'; record: JotJson })
  | (HitBase & { type: 'glossaryTerm'; record: GlossaryTermJson });

/** Hits per type; counting stops at a cap (1,000 for the default engine), flagged per type. */
export interface SearchCounts {
  pods: number;
  jots: number;
  glossaryTerms: number;
  /** True where there are more hits than the count says. */
  capped: { pods: boolean; jots: boolean; glossaryTerms: boolean };
}

export interface SuggestionParams {
  text: string;
  /** Hits asked for per type. */
  perType: number;
  types?: readonly SearchEntityType[] | undefined;
  excludeUserIds?: readonly number[] | undefined;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Hits of the listed types across all pages (each type counted up to its cap). */
  total: number;
  /** Some listed type has more hits than `total` counts. */
  totalCapped: boolean;
  counts: SearchCounts;
  /** Glossary hits per first letter, before the letter filter. */
  letters: Record<string, number>;
}

export interface GlossaryParams {
  podId: number;
  /** The glossary screen's search box; absent lists terms by name. */
  text?: string | undefined;
  letter?: string | undefined;
  page: number;
  size: number;
}

export interface GlossaryResult {
  terms: GlossaryTermJson[];
  total: number;
  /** Terms per first letter for the pod and the text, before the letter filter. */
  letters: Record<string, number>;
}

/** Per call: whose view to search with (personalised fields such as viewerHasLiked). */
export interface SearchCallOptions {
  accessToken: string | null;
  /** The GraphQL request's cancellation (client gone, deadline). */
  cancellation?: Cancellation | undefined;
}

export interface SearchClient {
  search(params: SearchParams, options: SearchCallOptions): Promise<SearchResult>;
  /** The header box: the best `perType` hits of each type, nothing counted. */
  suggest(params: SuggestionParams, options: SearchCallOptions): Promise<SearchHit[]>;
  glossary(params: GlossaryParams, options: SearchCallOptions): Promise<GlossaryResult>;
}
