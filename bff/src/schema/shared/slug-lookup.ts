/**
 * Root lookups of the screens (`section(slug:)`, `listItem(slug:)`, `jot(slug:)`): routes take a
 * slug or a numeric id and the api's detail endpoints accept both, so one detail call with the
 * screen's includes answers either (an id loader would need a second call for the relations).
 * An empty or blank slug would address the list endpoint: it names nothing, without a REST call.
 */
export function lookupBySlug<T>(slug: string, find: (key: string) => Promise<T | null>): Promise<T | null> | null {
  const key = slug.trim();
  return key === '' ? null : find(key);
}
