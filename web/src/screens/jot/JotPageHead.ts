import { graphql } from 'react-relay';

/**
 * What the jot page's head reads: compiled and persisted by relay-compiler, run by the server for
 * the page's title, description, share card and structured data (./head.ts). The app never runs it.
 */
export const jotPageHeadQuery = graphql`
  query JotPageHeadQuery($slug: String!) {
    jot(slug: $slug) {
      title
      slug
      contentText
      createdAt
      images {
        url
        width
        height
        renditions {
          url
          width
          height
          mimeType
        }
      }
      author {
        name
        databaseId
      }
      container {
        name
        slug
      }
      pod {
        name
        slug
      }
      section {
        name
        slug
      }
      listItem {
        name
        slug
      }
    }
  }
`;
