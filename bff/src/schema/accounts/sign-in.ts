import type { Context } from '../../context.ts';
import { fetchOwnProfile, register, type OwnProfileRecord } from '../../upstream/accounts.ts';
import { TooManyRequestsError, ValidationError } from '../../upstream/errors.ts';
import { InvalidCredentialsError } from '../../upstream/oauth.ts';
import { builder } from '../builder.ts';
import { rememberViewerProfile, ViewerRef } from './viewer.ts';
import { requireFilled, withInputFieldNames } from '../shared/input-errors.ts';

/**
 * login and register: the password grant happens here, in the bff (it holds the client secret);
 * the tokens go into the session cookie and never into the response body.
 */

interface SignedIn {
  viewer: OwnProfileRecord;
}

async function signIn(context: Context, email: string, password: string): Promise<SignedIn> {
  const tokens = await context.oauth.passwordGrant(email, password, context.clientAddress, context.cancellation);
  context.session.start(tokens);
  const viewer = await fetchOwnProfile(context.upstream);
  context.session.identify(viewer.id);
  rememberViewerProfile(context, viewer);
  return { viewer };
}

builder.relayMutationField(
  'login',
  {
    description: 'The sign-in form.',
    inputFields: (t) => ({
      email: t.string({ required: true, description: 'The account email (surrounding spaces are ignored); blank is a ValidationError.' }),
      password: t.string({ required: true, description: 'The password, exactly as typed; blank is a ValidationError.' }),
    }),
  },
  {
    description:
      'Signs in: sets the session cookie (the tokens stay in the bff, never in the response). Errors: ValidationError (a blank field), ' +
      'InvalidCredentialsError (wrong email or password), TooManyRequestsError (too many failed attempts).',
    errors: {
      types: [ValidationError, InvalidCredentialsError, TooManyRequestsError],
      directResult: true,
      union: { name: 'LoginResult', description: 'What login answers: LoginPayload when signed in, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        requireFilled({ email: input.email, password: input.password });
        return signIn(context, input.email.trim(), input.password);
      }),
  },
  {
    description: 'A successful sign-in.',
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, description: 'The signed-in user (refetch other queries now).', resolve: (payload) => payload.viewer }) }),
  },
);

builder.relayMutationField(
  'register',
  {
    description: 'The registration form.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Display name, at most 255 characters.' }),
      email: t.string({ required: true, description: 'A valid email address not yet registered; it becomes the sign-in address.' }),
      password: t.string({ required: true, description: 'The password: at least 8 characters.' }),
      passwordConfirmation: t.string({ required: true, description: 'The password again; must match `password`.' }),
    }),
  },
  {
    description:
      'Creates an account and signs it in (sets the session cookie). Errors: ValidationError (each refused field, e.g. an email already taken), ' +
      'TooManyRequestsError (too many sign-in attempts from this address).',
    errors: {
      types: [ValidationError, TooManyRequestsError],
      directResult: true,
      union: { name: 'RegisterResult', description: 'What register answers: RegisterPayload when the account exists and is signed in, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        const account = await register(context.upstream, {
          name: input.name,
          email: input.email,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        });
        return signIn(context, account.email, input.password);
      }),
  },
  {
    description: 'A new account, signed in.',
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, description: 'The new, signed-in user.', resolve: (payload) => payload.viewer }) }),
  },
);

const LogoutPayload = builder.objectRef<{ signedOut: true }>('LogoutPayload').implement({
  description: 'The session is over: clear any signed-in data the client holds.',
  fields: (t) => ({
    signedOut: t.boolean({ description: 'Always true: the session is over, whatever it was.', resolve: () => true }),
  }),
});

builder.mutationField('logout', (t) =>
  t.field({
    type: LogoutPayload,
    description: 'Signs out: revokes the tokens upstream and clears the session cookie. Safe to repeat.',
    resolve: async (_root, _args, context) => {
      const revocable = context.session.revocable;
      context.session.end();
      rememberViewerProfile(context, null);
      if (revocable && 'refreshToken' in revocable) await context.oauth.revokeRefreshToken(revocable.refreshToken);
      else if (revocable) await context.oauth.revoke(revocable.accessToken);
      return { signedOut: true } as const;
    },
  }),
);
