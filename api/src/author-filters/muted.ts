/**
 * The SQL condition that leaves out the jots of authors `viewerParam` muted (`jotAuthor` is the
 * jot's author id column): feeds, lists and search read it; jot pages do not, so a muted author's
 * jot still opens.
 */
export function mutedByCondition(jotAuthor: string, viewerParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM muted_authors ma WHERE ma.user_id = ${viewerParam} AND ma.author_id = ${jotAuthor})`;
}
