/**
 * The main screens of the web app as the browser asks for them: each route's persisted query with
 * the variables its route sends (page sizes as in web/src), for one real slug or id of the data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOperationAST, parse } from 'graphql';
import type { Catalog } from '../bench-load/catalog.ts';

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
 * The persisted id of an operation that declares every variable given (the persist file may hold
 * an older text of a screen's query beside the current one).
 */
function persistedIdFor(root: string, operationName: string, variables: Record<string, unknown>): string {
  const file = JSON.parse(readFileSync(join(root, 'web', 'persisted-operations.json'), 'utf8')) as Record<string, string>;
  for (const [id, text] of Object.entries(file)) {
    const operation = getOperationAST(parse(text));
    if (operation?.name?.value !== operationName) continue;
    const declared = new Set(operation.variableDefinitions?.map((definition) => definition.variable.name.value));
    if (Object.keys(variables).every((name) => declared.has(name))) return id;
  }
  throw new Error(`no persisted ${operationName} takes ${Object.keys(variables).join(', ')}`);
}

export function mainScreens(root: string, catalog: Catalog): Screen[] {
  const first = <T>(values: readonly T[], what: string): T => {
    const value = values[0];
    if (value === undefined) throw new Error(`the data has no ${what}`);
    return value;
  };
  const screen = (name: string, operationName: string, variables: Record<string, unknown>): Screen => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: persistedIdFor(root, operationName, variables) } };
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
