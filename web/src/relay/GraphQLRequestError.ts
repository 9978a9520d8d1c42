/** One error entry of a GraphQL response (the parts the client reads). */
export interface GraphQLErrorEntry {
  readonly message: string;
  readonly path?: ReadonlyArray<string | number>;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * A request that produced no usable data: the bff was unreachable, answered with an HTTP error, or
 * returned only `errors`. Thrown from the network layer, so it reaches the route's error boundary.
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';

  readonly status: number | null;
  readonly errors: readonly GraphQLErrorEntry[];
  constructor(
    message: string,
    status: number | null,
    errors: readonly GraphQLErrorEntry[] = [],
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** True for failures worth retrying (network down, 5xx), false for mistakes in the request. */
  get isTransient(): boolean {
    return this.status === null || this.status >= 500;
  }
}
