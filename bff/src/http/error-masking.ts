import type { ExecutionResult, GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';

/** What a client reads instead of an error we did not raise on purpose. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

export type ErrorMasker = (error: unknown, message: string) => Error;

/**
 * Only GraphQLErrors we raise on purpose (upstream unavailable, validation, bad arguments) keep
 * their message; anything else becomes 'Unexpected error.' and is logged, never sent.
 */
export function unexpectedErrorMasker(log: (message: string) => void): ErrorMasker {
  return (error, message) => {
    const masked = maskError(error, message, false);
    if (masked !== error) log(`unexpected error: ${describe(error)}`);
    return masked;
  };
}

/** The result with each error masked, as Yoga masks the results it executes. */
export function maskResultErrors(result: ExecutionResult, mask: ErrorMasker): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => mask(error, UNEXPECTED_ERROR_MESSAGE) as GraphQLError) };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const original = (error as Error & { originalError?: unknown }).originalError;
    return original instanceof Error ? `${original.name}: ${original.message}\n${original.stack ?? ''}` : error.message;
  }
  return String(error);
}
