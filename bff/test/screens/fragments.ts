/**
 * Fields the web cards read, shared by the screen queries below (as the web's Relay fragments will
 * be). Kept generous on purpose: every relation a card could show is asked for, so the counts in
 * browse-screens.test.ts are upper bounds for the real screens.
 */
export const JOT_CARD = `
  fragment JotCard on Jot {
    id databaseId slug title contentText contentType contentUrl level createdAt likeCount viewerHasLiked
    images { id url orderColumn }
    author { id databaseId name avatarUrl }
    pod { id name slug }
    container { id name slug }
  }`;

export const POD_CARD = `
  fragment PodCard on Pod {
    id databaseId name slug description logoUrl profileImageUrl
    container { id name slug }
  }`;
