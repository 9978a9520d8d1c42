import type { CompiledQuery } from 'graphql-jit';
import { execute, GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { CompiledQueries } from '../http/compiled-queries.ts';
import type { ChargeOperation, RateLimitedContext, Refusal } from '../limits/rate-limit-plugin.ts';
import { schema } from '../schema/index.ts';
import type { Context } from '../context.ts';
import { maskResultErrors, UNEXPECTED_ERROR_MESSAGE, type ErrorMasker } from './error-masking.ts';

/** One operation to run, its document already found (persisted id) or parsed and validated. */
export interface Operation {
  document: DocumentNode;
  operationName?: string | undefined;
  variables: Record<string, unknown>;
  context: Context;
  /** Who pays for it: the Node request and the session (../limits/rate-limit-plugin.ts, clientKey). */
  payer: RateLimitedContext;
  /**
   * An object that stands for this document, operation and variables while it lives (a kept
   * viewer query): its cost is remembered by it.
   */
  same?: object;
  /** Its compiled query when the caller already holds it; absent: looked up (compiled at first use). */
  compiled?: CompiledQuery | null;
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

/**
 * Rate charge → execute → mask, for the operations the bff runs outside Yoga (a viewer's
 * persisted query, a server-rendered page's). Yoga runs the same steps as plugins with the same
 * parts: the same charge (../limits/rate-limit-plugin.ts) and the same masker.
 */
export function operationExecution(options: ExecutionOptions): (operation: Operation) => Promise<Executed> {
  return async ({ document, operationName, variables, context, payer, same, compiled: known }) => {
    const args: ExecutionArgs = { schema, document, operationName, variableValues: variables, contextValue: context };
    let result: ExecutionResult;
    try {
      const refusal = options.charge ? await options.charge(args, payer, same) : null;
      if (refusal) return { result: refusal.result, refusal };
      // The web app's queries (and the pages' own) are compiled at their first use; anything else runs in the executor.
      const compiled = known !== undefined ? known : options.compiled.forDocument(document, operationName);
      result = compiled ? await options.compiled.run(compiled, args) : await execute(args);
    } catch (error) {
      result = { errors: [new GraphQLError(UNEXPECTED_ERROR_MESSAGE, { originalError: error instanceof Error ? error : new Error(String(error)) })] };
    }
    return { result: maskResultErrors(result, options.mask), refusal: null };
  };
}
