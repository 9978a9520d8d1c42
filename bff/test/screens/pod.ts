import { JOT_CARD } from './fragments.ts';

/** /pod/{slug}: header, container breadcrumb, info, sections tree (three levels, with list items), latest jots. */
export const POD_SCREEN = `
  query PodScreen($slug: String!, $first: Int, $after: String) {
    pod(slug: $slug) {
      id databaseId name slug description logoUrl profileImageUrl isCompany infoHtml videoUrl
      container { id name slug }
      sections {
        ...SectionNode
        children { ...SectionNode children { ...SectionNode children { ...SectionNode } } }
      }
      jots(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage }
        pageCursors { first { page cursor } last { page cursor } previous { page cursor } around { page cursor isCurrent } }
        edges { node { ...JotCard } }
      }
    }
  }
  fragment SectionNode on Section { id name slug listItems { id name slug } }
  ${JOT_CARD}`;
