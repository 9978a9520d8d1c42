import { graphql } from 'react-relay';

/** What the author page's head reads: compiled and persisted by relay-compiler, run by the server (./head.ts). */
export const authorPageHeadQuery = graphql`
  query AuthorPageHeadQuery($databaseId: Int!) {
    user(databaseId: $databaseId) {
      name
      bio
      avatarUrl
      jotCount
    }
  }
`;
