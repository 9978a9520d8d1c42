import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { ErrorInterface } from './error.ts';

/** A mutation named something that does not exist (or is hidden): an unknown jot or user. */
export class NotFoundError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'NOT_FOUND' } });
    this.name = 'NotFoundError';
  }
}

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: "What the mutation names does not exist (or is no longer visible), e.g. 'This jot is no longer available.'",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
