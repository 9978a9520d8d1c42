import { normalizedExecutor } from '@graphql-tools/executor';
import { getOperationAST, GraphQLError, validate, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { schema } from '../schema/index.ts';

/**
 * The web app's persisted queries compiled once with graphql-jit into straight-line code, instead
 * of the executor walking the document for every field of every item (a feed's 21 cards) on every
 * request. Only documents we wrote are compiled (code is generated per document: text from a
 * stranger never gets here). The answers are the same as the executor's, byte for byte: a request
 * error (variables that do not fit) is left to the executor, which words it and gives it its
 * status, and jit's errors become graphql-js errors with their locations.
 *
 * Used for viewers' queries (./viewer-queries.ts) and the server-rendered pages' queries
 * (../pages/in-process-graphql.ts). Not on Yoga's path: the response cache, which
 * answers visitors, learns from execution which entities an answer holds (to drop it when one of
 * them changes), and a compiled execution left it not knowing.
 */
export class CompiledQueries {
  readonly #compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  /** The compiled query of a valid query operation, compiled at its first use; null for anything else. */
  forDocument(document: DocumentNode, operationName: string | null | undefined): CompiledQuery | null {
    let byName = this.#compiled.get(document);
    if (!byName) {
      byName = new Map();
      this.#compiled.set(document, byName);
    }
    const name = operationName ?? undefined;
    let query = byName.get(name ?? '');
    if (query === undefined) {
      query = null;
      if (getOperationAST(document, name)?.operation === 'query' && validate(schema, document).length === 0) {
        const result = compileQuery(schema, document, name);
        if (isCompiledQuery(result)) query = result;
      }
      byName.set(name ?? '', query);
    }
    return query;
  }

  /** Runs a compiled query with the arguments the executor would get. */
  async run(query: CompiledQuery, args: ExecutionArgs): Promise<ExecutionResult> {
    const result = (await query.query(args.rootValue, args.contextValue, args.variableValues ?? {})) as ExecutionResult;
    // No data: a request error, raised before anything ran.
    if (result.data === undefined) return (await normalizedExecutor(args)) as ExecutionResult;
    if (!result.errors?.length) return result;
    // A resolver that threw under a non-null field: jit reports the null, not the fault, which
    // then reaches the client unmasked. The executor's answer names the fault (and the error
    // masking hides it): a query reads only, and the request's loaders answer most of it again.
    if (result.errors.some((error) => !error.originalError && NON_NULL_VIOLATION.test(error.message))) return (await normalizedExecutor(args)) as ExecutionResult;
    return { errors: result.errors.map((error) => asGraphqlJsError(error, args.document)), data: result.data };
  }
}

const NON_NULL_VIOLATION = /^Cannot return null for non-nullable field /;

/**
 * A graphql-jit error as a graphql-js GraphQLError: message, path, the extensions of the error a
 * resolver threw, and its locations. Yoga serializes an error's locations from its source and
 * positions (jit computes line and column from the field's nodes), so they are given back as
 * positions in the document.
 */
function asGraphqlJsError(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  const positions = source && error.locations?.length ? error.locations.map(({ line, column }) => positionIn(source.body, line, column)) : undefined;
  return new GraphQLError(error.message, { source, positions, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
}

/** The offset of a 1-based line and column in a text. */
function positionIn(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}
