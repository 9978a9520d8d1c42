/**
 * The tables the seed fills, in foreign-key order. --reset truncates them; the seed refuses to
 * run when any of them already holds rows (its ids are explicit, starting at 1).
 */
export const CONTENT_TABLES = [
  'containers',
  'pods',
  'users',
  'sections',
  'list_items',
  'jots',
  'jot_images',
  'glossary_terms',
  'glossary_term_pods',
  'follows',
  'likes',
  'achievements',
  'user_achievements',
  'banners',
  'side_segments',
  'marketing_stories',
] as const;

/** Tables with a bigserial id whose sequence must move past the seeded ids. */
export const TABLES_WITH_IDS = [
  'containers',
  'pods',
  'users',
  'sections',
  'list_items',
  'jots',
  'jot_images',
  'glossary_terms',
  'achievements',
  'banners',
  'side_segments',
  'marketing_stories',
] as const;
