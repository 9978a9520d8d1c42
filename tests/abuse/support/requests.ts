// Plain HTTP requests to the bff, as an anonymous stranger would send them.

export interface GraphqlError {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

/** POSTs any body to /graphql and reads the JSON answer. */
export async function post(bffUrl: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<GraphqlAnswer> {
  const response = await fetch(new URL('/graphql', bffUrl), { method: 'POST', headers: { accept: 'application/json', ...headers }, body });
  const answer = (await response.json()) as Omit<GraphqlAnswer, 'status'>;
  return { status: response.status, ...answer };
}

/** One operation as JSON. */
export function graphql(bffUrl: string, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer> {
  return post(bffUrl, JSON.stringify({ query, variables }));
}

/** The `extensions.code` of each error. */
export function codesOf(answer: GraphqlAnswer): (string | undefined)[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}

/** What a visitor's feed screen asks: it must keep answering whatever was refused before it. */
export const ORDINARY_FEED = '{ feed(tag: PERSONAL, first: 3) { edges { node { __typename ... on Jot { title } } } } }';

/** The ordinary feed query answers with jots and no errors. */
export async function feedAnswers(bffUrl: string): Promise<boolean> {
  const answer = await graphql(bffUrl, ORDINARY_FEED);
  const edges = (answer.data as { feed?: { edges?: unknown[] } } | null | undefined)?.feed?.edges;
  return answer.status === 200 && answer.errors === undefined && Array.isArray(edges) && edges.length > 0;
}

/** `pod { jots(first) { edges { node { pod { jots ... } } } } }`, `levels` pods deep. */
export function nestedPodJots(levels: number, first: number, leaf = 'title'): string {
  let selection = leaf;
  for (let level = 0; level < levels; level += 1) selection = `pod { jots(first: ${first}) { edges { node { ${selection} } } } }`;
  return selection;
}
