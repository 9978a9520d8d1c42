import { normalizedExecutor } from '@graphql-tools/executor';
import type { CompiledQuery } from 'graphql-jit';
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { CompiledQueries } from '../http/compiled-queries.ts';
import type { ChargeOperation, RateLimitedContext, Refusal } from '../limits/rate-charges.ts';
import { schema } from '../schema/index.ts';
import type { Context } from '../context.ts';
import { maskResultErrors, UNEXPECTED_ERROR_MESSAGE, type ErrorMasker } from './error-masking.ts';

/** One operation to run, its document already found (persisted id) or parsed and validated. */
export interface Operation {
  document: DocumentNode;
  operationName?: string | undefined;
  variables: Record<string, unknown>;
  context: Context;
  /** Who pays for it: the Node request and the session (../limits/rate-charges.ts, clientKey). */
  payer: RateLimitedContext;
  /**
   * An object that stands for this document, operation and variables while it lives (a kept
   * viewer query): its cost is remembered by it.
   */
  same?: object;
  /**
   * Its compiled query when the caller already holds it; null: the executor runs it (text from a
   * stranger, a document the response cache has rewritten); absent: looked up (compiled at first use).
   */
  compiled?: CompiledQuery | null;
  /**
   * The document as the client sent it, when the one to execute was rewritten (the response cache
   * adds the fields it learns an answer's entities from): the client pays for what it asked.
   */
  sentDocument?: DocumentNode;
  /** Stops the executor calling resolvers (the client went away); the deadline stops upstream calls. */
  signal?: AbortSignal | undefined;
}

/** The answer, and the refusal when the client's budget could not pay for the operation (nothing ran). */
export interface Executed {
  result: ExecutionResult;
  refusal: Refusal | null;
}

export interface ExecutionOptions {
  /** Spends the operation's cost from its client's budget; null: no rate limits. */
  charge: ChargeOperation | null;
  /** The web app's queries compiled once (../http/compiled-queries.ts). */
  compiled: CompiledQueries;
  mask: ErrorMasker;
}

/** Runs one operation: rate charge → execute → mask. */
export type ExecuteOperation = (operation: Operation) => Promise<Executed>;

/**
 * Rate charge → execute → mask: the one way every entrance runs an operation (a viewer's
 * persisted query, Yoga's requests through ./yoga-execution.ts, a server-rendered page's, a
 * share card's). A limit, the charge or the masking changes here, for all of them.
 */
export function operationExecution(options: ExecutionOptions): ExecuteOperation {
  return async ({ document, operationName, variables, context, payer, same, compiled: known, sentDocument, signal }) => {
    const args: ExecutionArgs & { signal?: AbortSignal } = { schema, document, operationName, variableValues: variables, contextValue: context, ...(signal ? { signal } : {}) };
    let result: ExecutionResult;
    try {
      const refusal = options.charge ? await options.charge(sentDocument ? { ...args, document: sentDocument } : args, payer, same) : null;
      if (refusal) return { result: refusal.result, refusal };
      // The web app's queries (and the pages' own) are compiled at their first use; anything else runs in the executor.
      const compiled = known !== undefined ? known : options.compiled.forDocument(document, operationName);
      result = compiled ? await options.compiled.run(compiled, args) : ((await normalizedExecutor(args)) as ExecutionResult);
    } catch (error) {
      result = { errors: [new GraphQLError(UNEXPECTED_ERROR_MESSAGE, { originalError: error instanceof Error ? error : new Error(String(error)) })] };
    }
    return { result: maskResultErrors(result, options.mask), refusal: null };
  };
}
