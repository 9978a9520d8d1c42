import { graphql } from 'react-relay';

/**
 * What the pod page's head (and its glossary's) reads: compiled and persisted by relay-compiler,
 * run by the server (./head.ts). The app never runs it.
 */
export const podPageHeadQuery = graphql`
  query PodPageHeadQuery($slug: String!) {
    pod(slug: $slug) {
      name
      slug
      description
      profileImageUrl
      logoUrl
      container {
        name
        slug
      }
    }
  }
`;
