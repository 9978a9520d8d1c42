/**
 * The main screens of the web app as the browser asks for them: each route's persisted query with
 * the variables its route sends (page sizes as in web/src), for one real slug or id of the data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOperationAST, parse } from 'graphql';
import type { Catalog } from '../bench-load/catalog.ts';
import { loadPersistedIds } from '../bench-load/client.ts';

export interface Screen {
  name: string;
  operationName: string;
  variables: Record<string, unknown>;
  /** The GET path a visitor's browser sends (persisted id, variables, operation name). */
  path: string;
  /** The POST body a signed-in user's browser sends to /graphql (the same persisted operation). */
  body: string;
}

/** Requests of the web app carry it: the bff refuses GETs without it (CSRF). */
export const CLIENT_HEADERS = { 'x-graphql-csrf': '1', accept: 'application/graphql-response+json, application/json' };

/**
 * The persisted id the web app sends for an operation today (its Relay artifact), checked to
 * declare every variable given: a screen's variables out of step with its query fail here, not
 * as a run of errors.
 */
function persistedIdFor(ids: ReadonlyMap<string, string>, texts: Readonly<Record<string, string>>, operationName: string, variables: Record<string, unknown>): string {
  const id = ids.get(operationName);
  const text = id ? texts[id] : undefined;
  if (!id || !text) throw new Error(`no persisted ${operationName} in web/persisted-operations.json (run npm run relay)`);
  const declared = new Set(getOperationAST(parse(text))?.variableDefinitions?.map((definition) => definition.variable.name.value));
  const missing = Object.keys(variables).filter((name) => !declared.has(name));
  if (missing.length > 0) throw new Error(`${operationName} takes no ${missing.join(', ')}`);
  return id;
}

export function mainScreens(root: string, catalog: Catalog): Screen[] {
  const first = <T>(values: readonly T[], what: string): T => {
    const value = values[0];
    if (value === undefined) throw new Error(`the data has no ${what}`);
    return value;
  };
  const ids = loadPersistedIds(root);
  const texts = JSON.parse(readFileSync(join(root, 'web', 'persisted-operations.json'), 'utf8')) as Record<string, string>;
  const screen = (name: string, operationName: string, variables: Record<string, unknown>): Screen => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: persistedIdFor(ids, texts, operationName, variables) } };
    const params = new URLSearchParams({ operationName, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
    return { name, operationName, variables, path: `/graphql?${params.toString()}`, body: JSON.stringify({ operationName, variables, extensions }) };
  };
  const pod = first(catalog.pods, 'pods');
  return [
    ...(['NEW', 'PERSONAL', 'TRENDING'] as const).map((tag) => screen(`feed ${tag}`, 'FeedsPageQuery', { tag, first: 21, withBanners: false, excludeAuthors: [] })),
    screen('container', 'ContainerPageQuery', { slug: first(catalog.containers, 'containers'), first: 12, page: 1 }),
    screen('pod', 'PodPageQuery', { slug: pod, first: 12, page: 1, excludeAuthors: [] }),
    screen('section', 'SectionPageQuery', { slug: first(catalog.sections, 'sections') }),
    screen('list item', 'ListItemPageQuery', { slug: first(catalog.listItems, 'list items'), tag: 'TRENDING', first: 12, excludeAuthors: [] }),
    screen('jot', 'JotPageQuery', { slug: first(catalog.jots, 'jots').slug }),
    screen('author', 'AuthorPageQuery', { databaseId: first(catalog.authors, 'authors').databaseId, first: 12, excludeAuthors: [] }),
    screen('search', 'SearchPageQuery', { query: first(catalog.words, 'words'), first: 20, excludeAuthors: [] }),
    screen('glossary', 'GlossaryPageQuery', { slug: pod, query: null, letter: null, first: 20, page: 1, withTerm: false, termQuery: '' }),
  ];
}

/** Every public page of the web app as a browser's address, for one real slug or id of the data: [name, path]. */
export function publicPages(catalog: Catalog): [string, string][] {
  const first = <T>(list: readonly T[], what: string): T => {
    const value = list[0];
    if (value === undefined) throw new Error(`the data has no ${what}`);
    return value;
  };
  const pod = first(catalog.pods, 'pods');
  return [
    ['home', '/'],
    ['feed NEW', '/feeds?tag=NEW'],
    ['feed PERSONAL', '/feeds?tag=PERSONAL'],
    ['container', `/container/${first(catalog.containers, 'containers')}`],
    ['pod', `/pod/${pod}`],
    ['section', `/section/${first(catalog.sections, 'sections')}`],
    ['list item', `/list-item/${first(catalog.listItems, 'list items')}?tag=TRENDING`],
    ['jot', `/jot/${first(catalog.jots, 'jots').slug}`],
    ['author', `/author/${first(catalog.authors, 'authors').databaseId}`],
    ['search', `/search?key=${encodeURIComponent(first(catalog.words, 'words'))}`],
    ['glossary', `/pod/${pod}/glossary`],
  ];
}
