/** The message of whatever a failed mutation threw (network errors, GraphQL errors). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A typed error result without a message (a type this client does not know yet). */
export const NOT_SAVED = 'The change was not saved.';
