import { JOT_CARD } from './fragments.ts';

/** /list-item/{slug}?tag=: name, article, breadcrumbs, the tab's jots ("load more"). */
export const LIST_ITEM_SCREEN = `
  query ListItemScreen($slug: String!, $tag: ListItemTag, $first: Int, $after: String) {
    listItem(slug: $slug) {
      id databaseId name slug articleHtml
      author { id name }
      container { id name slug }
      pod { id name slug }
      section { id name slug }
      jots(tag: $tag, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { ...JotCard } }
      }
    }
  }
  ${JOT_CARD}`;
