/**
 * What the virtual users browse: real slugs and ids read from the running stack once, before the
 * load, so every screen is asked for something that exists (a miss would measure the wrong thing).
 */
import type { Client, Data } from './client.ts';

export interface JotRef {
  id: string;
  slug: string;
}

export interface AuthorRef {
  id: string;
  databaseId: number;
}

export interface Catalog {
  containers: string[];
  pods: string[];
  sections: string[];
  listItems: string[];
  /** Global ids of list items, where new jots are filed. */
  listItemIds: string[];
  jots: JotRef[];
  authors: AuthorRef[];
  /** Words of jot titles: what people type into search. */
  words: string[];
}

const CATALOG_QUERY = `query BenchCatalog {
  containers { slug }
  pods: feed(tag: NEW, first: 100) { edges { node { ... on Pod { slug } } } }
  jots: feed(tag: PERSONAL, first: 100) { edges { node { ... on Jot {
    id slug title author { id databaseId } listItem { id slug } section { slug }
  } } } }
}`;

interface CatalogData {
  containers: { slug: string }[];
  pods: { edges: { node: { slug?: string } }[] };
  jots: {
    edges: {
      node: {
        id?: string;
        slug?: string;
        title?: string;
        author?: { id: string; databaseId: number };
        listItem?: { id: string; slug: string } | null;
        section?: { slug: string } | null;
      };
    }[];
  };
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

export async function loadCatalog(client: Client): Promise<Catalog> {
  const data = (await client.text('setup: catalog', CATALOG_QUERY, {})) as Data as unknown as CatalogData;
  const jotNodes = data.jots.edges.map((edge) => edge.node);
  const authors = new Map<string, AuthorRef>();
  for (const node of jotNodes) if (node.author) authors.set(node.author.id, node.author);
  const catalog: Catalog = {
    containers: unique(data.containers.map((c) => c.slug)),
    pods: unique(data.pods.edges.flatMap((edge) => (edge.node.slug ? [edge.node.slug] : []))),
    sections: unique(jotNodes.flatMap((node) => (node.section ? [node.section.slug] : []))),
    listItems: unique(jotNodes.flatMap((node) => (node.listItem ? [node.listItem.slug] : []))),
    listItemIds: unique(jotNodes.flatMap((node) => (node.listItem ? [node.listItem.id] : []))),
    jots: jotNodes.flatMap((node) => (node.id && node.slug ? [{ id: node.id, slug: node.slug }] : [])),
    authors: [...authors.values()],
    words: unique(jotNodes.flatMap((node) => (node.title ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 4)),
  };
  for (const [name, values] of Object.entries(catalog)) {
    if ((values as unknown[]).length === 0) throw new Error(`the demo data has no ${name} to browse`);
  }
  return catalog;
}
