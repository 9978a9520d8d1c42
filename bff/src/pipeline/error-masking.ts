import { GraphQLError, type ExecutionResult } from 'graphql';
import { maskError } from 'graphql-yoga';

/** What a client reads instead of an error we did not raise on purpose. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

export type ErrorMasker = (error: unknown, message: string) => Error;

/**
 * Only GraphQLErrors we raise on purpose (upstream unavailable, validation, bad arguments) keep
 * their message; anything else becomes 'Unexpected error.' and is logged, never sent.
 *
 * A client that goes away is neither: the executor stops a subscription being opened with the
 * request's abort (an AbortError, located at the field), and that error is passed on as it is,
 * unlogged. Nobody reads the answer, and a log line with a stack for every closed tab would
 * bury the real faults. (Yoga logs whatever a masker replaces, so it must stay the same error.)
 */
export function unexpectedErrorMasker(log: (message: string) => void): ErrorMasker {
  return (error, message) => {
    if (isClientAbort(error)) return error as Error;
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

/** The request's own abort, bare or located at a field: the client closed the connection. */
function isClientAbort(error: unknown): boolean {
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  return cause instanceof DOMException && cause.name === 'AbortError';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const original = (error as Error & { originalError?: unknown }).originalError;
    return original instanceof Error ? `${original.name}: ${original.message}\n${original.stack ?? ''}` : error.message;
  }
  return String(error);
}
