import { GraphQLError } from 'graphql';

/**
 * An argument the client got wrong (a malformed id or cursor, a page size over the limit, an
 * unknown letter): a GraphQL error with code BAD_USER_INPUT and a message saying what is
 * accepted, never a stack trace. Yoga shows GraphQLErrors as they are, also in production.
 */
export class BadUserInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
    this.name = 'BadUserInputError';
  }
}
