/**
 * What one request to /graphql may ask of the bff. The endpoint is public and takes arbitrary
 * operations (GraphiQL, other clients), so every request is bounded before it costs anything:
 * its body before it is read, its operation before it runs, its upstream calls by a deadline.
 * Defaults leave room for every operation of the web app and for GraphiQL's introspection query.
 */
export interface RequestLimits {
  /** Fields nested inside one another (fragments flattened: a spread adds no level). */
  maxDepth: number;
  /** Aliased fields in one operation (each alias can repeat an expensive field). */
  maxAliases: number;
  /** Lexical tokens of the document; parsing stops at the first token over the limit. */
  maxTokens: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /**
   * Query cost: every field counts 1, times the page sizes of the lists it sits in (a
   * connection's `first`/`last`, its default when omitted; `defaultListSize` for other lists).
   */
  maxCost: number;
  /** Page size assumed for a list with neither `first`/`last` nor a default page size. */
  defaultListSize: number;
  /** A JSON (or other non-multipart) request body. */
  maxJsonBodyBytes: number;
  /** A whole multipart request (uploads), as declared by its Content-Length. */
  maxMultipartBodyBytes: number;
  /** HTTP server: the request's headers must have arrived by then. */
  headersTimeoutMs: number;
  /** HTTP server: the whole request (headers and body) must have arrived by then. */
  requestTimeoutMs: number;
  /** One GraphQL request's upstream calls are cancelled after this long. */
  operationDeadlineMs: number;
}

/** Uploads (avatars, jot images): the api's limit is 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const DEFAULT_REQUEST_LIMITS: Readonly<RequestLimits> = {
  // The web app's deepest query nests 6 fields; GraphiQL's introspection query 15.
  maxDepth: 18,
  maxAliases: 20,
  // The web app's longest operation and the introspection query are well under 1,000.
  maxTokens: 3_000,
  maxDirectives: 20,
  // With every page size at its maximum (100), the web app's costliest operations (a pod's
  // screen, GraphiQL's introspection query) cost under 5,000; a pod's whole section tree with the
  // list items at every level and 100 jot cards about 12,000. Two nested connections of 100
  // (10,000 records) are over it.
  maxCost: 15_000,
  // Unpaged lists (a section's children, a pod's sections) are short by nature.
  defaultListSize: 4,
  maxJsonBodyBytes: 100 * 1024,
  // One file at the api's limit plus the multipart framing and the operation text.
  maxMultipartBodyBytes: MAX_UPLOAD_BYTES + 512 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  operationDeadlineMs: 20_000,
};

export function resolveRequestLimits(overrides: Partial<RequestLimits> = {}): RequestLimits {
  const limits = { ...DEFAULT_REQUEST_LIMITS };
  for (const key of Object.keys(overrides) as (keyof RequestLimits)[]) {
    const value = overrides[key];
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}
