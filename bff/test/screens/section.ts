/** /section/{slug}: name, info, breadcrumbs, sub sections, list items. */
export const SECTION_SCREEN = `
  query SectionScreen($slug: String!) {
    section(slug: $slug) {
      id databaseId name slug infoHtml description
      container { id name slug }
      pod { id name slug }
      ancestors { id name slug }
      parent { id name slug }
      children { id name slug }
      listItems { id databaseId name slug }
    }
  }`;
