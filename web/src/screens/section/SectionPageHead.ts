import { graphql } from 'react-relay';

/** What the section page's head reads: compiled and persisted by relay-compiler, run by the server (./head.ts). */
export const sectionPageHeadQuery = graphql`
  query SectionPageHeadQuery($slug: String!) {
    section(slug: $slug) {
      name
      slug
      description
      infoHtml
      container {
        name
        slug
      }
      pod {
        name
        slug
      }
      ancestors {
        name
        slug
      }
    }
  }
`;
