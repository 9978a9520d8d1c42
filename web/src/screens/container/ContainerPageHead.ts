import { graphql } from 'react-relay';

/** What the container page's head reads: compiled and persisted by relay-compiler, run by the server (./head.ts). */
export const containerPageHeadQuery = graphql`
  query ContainerPageHeadQuery($slug: String!) {
    container(slug: $slug) {
      name
      slug
      logoUrl
      podCount
    }
  }
`;
