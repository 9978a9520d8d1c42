import type { PageRequest } from '../http/envelope.ts';
import type { ReadContext } from '../resources/context.ts';
import { presentGlossaryTerms, type GlossaryTermInclude, type GlossaryTermJson } from '../resources/glossary-terms/present.ts';
import { glossaryTermPage, glossaryTermsByIds } from '../resources/glossary-terms/queries.ts';
import { runSearch } from './engine.ts';
import { glossaryLetterCounts } from './facets.ts';
import type { SearchText } from './query-text.ts';

export interface GlossaryListingRequest {
  podId: number | undefined;
  /** Upper case A-Z. */
  letter: string | undefined;
  /** The glossary screen's search box; undefined lists by name, null (nothing searchable) finds nothing. */
  text: SearchText | null | undefined;
  page: PageRequest;
  include: ReadonlySet<GlossaryTermInclude>;
}

export interface GlossaryListing {
  terms: GlossaryTermJson[];
  total: number;
  /** Terms per first letter for the pod and the text, before the letter filter. */
  letters: Record<string, number>;
}

/**
 * The pod glossary screen: search and letter narrow together. Without text, terms by name; with
 * text, the search engine's glossary index (ranked, prefix and typo tolerant). Either way the
 * letter counts ignore the chosen letter, so the other letters stay clickable.
 */
export async function glossaryListing(ctx: ReadContext, request: GlossaryListingRequest): Promise<GlossaryListing> {
  const { podId, letter, text, page, include } = request;
  if (text === null) return { terms: [], total: 0, letters: {} };
  if (text === undefined) {
    const [{ rows, total }, letters] = await Promise.all([
      glossaryTermPage(ctx.db, { podId, letter }, page),
      glossaryLetterCounts(ctx.db, podId),
    ]);
    return { terms: await presentGlossaryTerms(ctx, rows, include), total, letters };
  }
  const outcome = await runSearch(ctx.db, {
    text,
    searched: ['glossary_terms'],
    listed: ['glossary_terms'],
    filters: { podId, letter },
    page,
  });
  const ids = outcome.hits.map((hit) => hit.id);
  const byId = new Map((await presentGlossaryTerms(ctx, await glossaryTermsByIds(ctx.db, ids), include)).map((t) => [t.id, t]));
  return {
    terms: ids.map((id) => byId.get(id)).filter((t): t is GlossaryTermJson => t !== undefined),
    total: outcome.totals.glossary_terms,
    letters: outcome.letters,
  };
}
