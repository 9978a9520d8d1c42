import { fetchQuery, graphql } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { SearchSuggestionsQuery } from '../../__generated__/SearchSuggestionsQuery.graphql.ts';
import { groupHits, toHitView, type SearchHitKind, type SearchHitView } from './searchHits.ts';

/**
 * The header box's instant suggestions. This module (and its query artifact) is imported when the
 * box is first focused, so the first screen's bundle does not carry it.
 */

/** Suggestions asked for per type (pods, jots, glossary terms) per keystroke burst. */
export const SUGGESTIONS_PER_TYPE = 3;

// The bff's suggestions field: the best few of each type, nothing counted (lighter than `search`).
const suggestionsQuery = graphql`
  query SearchSuggestionsQuery($query: String!, $perType: Int!, $excludeAuthors: [ID!]) {
    searchSuggestions(query: $query, perType: $perType, excludeAuthors: $excludeAuthors) {
      __typename
      highlights {
        title
        snippet
      }
      ... on PodSearchHit {
        pod {
          id
          slug
        }
      }
      ... on JotSearchHit {
        jot {
          id
          slug
        }
      }
      ... on GlossaryTermSearchHit {
        term {
          id
          slug
          name
          pods {
            databaseId
          }
        }
      }
    }
  }
`;

export interface SuggestionGroups {
  /** In display order; `options` flattens them in the same order (the arrow keys' order). */
  groups: Array<{ kind: SearchHitKind; hits: SearchHitView[] }>;
  options: SearchHitView[];
}

/**
 * Starts one suggestions request; returns a cancel function (a newer keystroke supersedes it).
 * Failures just show no suggestions: Enter still leads to the full search page.
 */
export function fetchSuggestions(
  environment: IEnvironment,
  query: string,
  excludeAuthors: string[],
  onResult: (result: SuggestionGroups) => void,
): () => void {
  const subscription = fetchQuery<SearchSuggestionsQuery>(
    environment,
    suggestionsQuery,
    { query, perType: SUGGESTIONS_PER_TYPE, excludeAuthors },
    { fetchPolicy: 'store-or-network' },
  ).subscribe({
    next: (data) => {
      const hits = data.searchSuggestions.map((node) => toHitView(node)).filter((hit): hit is SearchHitView => hit !== null);
      const groups = groupHits(hits);
      onResult({ groups, options: groups.flatMap((group) => group.hits) });
    },
    error: () => onResult({ groups: [], options: [] }),
  });
  return () => subscription.unsubscribe();
}
