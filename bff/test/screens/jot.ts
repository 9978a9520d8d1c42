/** /jot/{slug}: breadcrumb chain, title, author, date, content by type, images, like state. */
export const JOT_SCREEN = `
  query JotScreen($slug: String!) {
    jot(slug: $slug) {
      id databaseId slug title contentHtml contentText contentType contentUrl level createdAt likeCount viewerHasLiked
      images { id databaseId name url orderColumn }
      author { id databaseId name avatarUrl isExpert }
      container { id name slug }
      pod { id name slug }
      listItem { id name slug }
      section { id name slug }
    }
  }`;
