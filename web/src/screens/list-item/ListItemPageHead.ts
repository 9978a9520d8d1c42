import { graphql } from 'react-relay';

/** What the list item page's head reads: compiled and persisted by relay-compiler, run by the server (./head.ts). */
export const listItemPageHeadQuery = graphql`
  query ListItemPageHeadQuery($slug: String!) {
    listItem(slug: $slug) {
      name
      slug
      articleHtml
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
    }
  }
`;
