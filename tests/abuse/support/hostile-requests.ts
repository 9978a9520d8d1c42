// The hostile requests a stranger can send to /graphql, one of each kind, with the code the bff
// refuses it with. The abuse tests send them to a test stack; the load bench times their refusal
// on the running stack (scripts/bench-load/refusals.ts).
import { graphql, nestedPodJots, post, type GraphqlAnswer } from './requests.ts';

/** The header the bff's CSRF prevention asks of multipart requests (bff/src/http/graphql.ts). */
export const CSRF_HEADER = { 'x-graphql-csrf': '1' };

export const UPLOAD_MUTATION = 'mutation Upload($image: File!) { addPendingJotImage(input: { image: $image }) { __typename } }';

/** A GraphQL multipart request (the upload spec): one file of `bytes` for `mutation`. */
export function uploadForm(mutation: string, bytes: number): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: mutation, variables: { image: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  return form;
}

export interface HostileRequest {
  /** What it is, as a person would name it. */
  kind: string;
  /** The `extensions.code` of the refusal. */
  code: string;
  send(bffUrl: string): Promise<GraphqlAnswer>;
}

export const HOSTILE = {
  deepNesting: {
    kind: '30-level nested connections',
    code: 'MAX_DEPTH_EXCEEDED',
    send: (url) => graphql(url, `{ ${nestedPodJots(30, 100).replace(/^pod/, 'pod(slug: "1")')} }`),
  },
  aliasFlood: {
    kind: '200 aliases of the feed',
    code: 'MAX_ALIASES_EXCEEDED',
    send: (url) => graphql(url, `{ ${Array.from({ length: 200 }, (_, i) => `f${i}: feed(tag: PERSONAL, first: 100) { totalCount }`).join(' ')} }`),
  },
  tokenFlood: {
    kind: '8,000 tokens',
    code: 'MAX_TOKENS_EXCEEDED',
    send: (url) => graphql(url, `{ ${'__typename '.repeat(8_000)}}`),
  },
  directiveFlood: {
    kind: '200 directives',
    code: 'MAX_DIRECTIVES_EXCEEDED',
    send: (url) => graphql(url, `{ ${'__typename @skip(if: false) '.repeat(200)}}`),
  },
  costBomb: {
    // 100 pods × 100 jots each: short to write, ten thousand records to fetch.
    kind: 'a connection of 100 inside one of 100',
    code: 'QUERY_TOO_COMPLEX',
    send: (url) => graphql(url, '{ feed(tag: TRENDING, first: 100) { edges { node { ... on Pod { jots(first: 100) { edges { node { id title } } } } } } } }'),
  },
  batch: {
    kind: 'a JSON array of 50 operations',
    code: 'BATCHING_NOT_SUPPORTED',
    send: (url) => post(url, JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ feed(tag: PERSONAL, first: 100) { totalCount } }' })))),
  },
  hugeJson: {
    kind: 'a 5 MB JSON body',
    code: 'PAYLOAD_TOO_LARGE',
    send: (url) => post(url, JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(5 * 1024 * 1024) } })),
  },
  anonymousUpload: {
    kind: 'a 10 MB upload without a session',
    code: 'UNAUTHENTICATED',
    send: (url) => post(url, uploadForm(UPLOAD_MUTATION, 10 * 1024 * 1024), CSRF_HEADER),
  },
} satisfies Record<string, HostileRequest>;
