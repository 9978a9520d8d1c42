/**
 * Where a search hit leads, shared by the header suggestions and the /search page. Glossary terms
 * have no page of their own: they open in their pod's glossary with the term's modal open.
 */
export type SearchHitKind = 'pod' | 'jot' | 'term';

export interface SearchHitView {
  /** Unique within one result list. */
  key: string;
  kind: SearchHitKind;
  href: string;
  /** `<mark>`-only HTML, sanitized by the bff. */
  titleHtml: string;
  snippetHtml: string;
}

export const KIND_LABELS: Record<SearchHitKind, string> = {
  pod: 'Pods',
  jot: 'Jots',
  term: 'Glossary terms',
};

/** Display order of the groups. */
export const KIND_ORDER: readonly SearchHitKind[] = ['pod', 'jot', 'term'];

/**
 * The shape both search queries select for a hit (a structural subset of the generated types:
 * Relay types an interface's inline fragments as optional fields, present for the matching type).
 */
export interface HitNode {
  readonly __typename: string;
  readonly highlights: Highlights;
  readonly pod?: { readonly id: string; readonly slug: string };
  readonly jot?: { readonly id: string; readonly slug: string };
  readonly term?: { readonly id: string; readonly slug: string; readonly name: string; readonly pods: ReadonlyArray<{ readonly databaseId: number }> };
}

interface Highlights {
  readonly title: string;
  readonly snippet: string;
}

export function glossaryTermHref(podDatabaseId: number, termSlug: string): string {
  return `/pod/${podDatabaseId}/glossary?term=${encodeURIComponent(termSlug)}`;
}

/** A hit as the lists show it; null for a type this client does not know yet. */
export function toHitView(node: HitNode): SearchHitView | null {
  const titleHtml = node.highlights.title;
  const snippetHtml = node.highlights.snippet;
  if (node.__typename === 'PodSearchHit' && node.pod) {
    return { key: node.pod.id, kind: 'pod', href: `/pod/${node.pod.slug}`, titleHtml, snippetHtml };
  }
  if (node.__typename === 'JotSearchHit' && node.jot) {
    return { key: node.jot.id, kind: 'jot', href: `/jot/${node.jot.slug}`, titleHtml, snippetHtml };
  }
  if (node.__typename === 'GlossaryTermSearchHit' && node.term) {
    const pod = node.term.pods[0];
    // A term in no pod has no glossary to open in: fall back to searching its name.
    const href = pod ? glossaryTermHref(pod.databaseId, node.term.slug) : `/search?key=${encodeURIComponent(node.term.name)}`;
    return { key: node.term.id, kind: 'term', href, titleHtml, snippetHtml };
  }
  return null;
}

/** Hits grouped by kind, in KIND_ORDER, keeping the ranking inside each group. */
export function groupHits(hits: readonly SearchHitView[]): Array<{ kind: SearchHitKind; hits: SearchHitView[] }> {
  return KIND_ORDER.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter((group) => group.hits.length > 0);
}
