import { POD_CARD } from './fragments.ts';

/** /container/{slug}: sidebar containers, header, numbered pods grid, side segments. */
export const CONTAINER_SCREEN = `
  query ContainerScreen($slug: String!, $first: Int, $after: String) {
    containers { id name slug section }
    container(slug: $slug) {
      id name slug logoUrl podCount
      pods(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage }
        pageCursors { first { page cursor } last { page cursor } previous { page cursor } around { page cursor isCurrent } }
        edges { node { ...PodCard } }
      }
      sideSegments { id kind title link opensInNewTab videoUrl infoHtml buttonText imageUrl }
    }
  }
  ${POD_CARD}`;
