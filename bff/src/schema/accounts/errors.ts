import { TooManyRequestsError } from '../../upstream/errors.ts';
import { InvalidCredentialsError } from '../../upstream/oauth.ts';
import { builder } from '../builder.ts';
import { ErrorInterface } from '../shared/error.ts';

/** Typed results of the sign-in mutations (login, register). */

builder.objectType(InvalidCredentialsError, {
  name: 'InvalidCredentialsError',
  description: "Wrong email or password: 'The user credentials were incorrect.'",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(TooManyRequestsError, {
  name: 'TooManyRequestsError',
  description: 'Too many failed sign-ins for this account or address; the message says how long to wait.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
