import type { Context } from '../../../context.ts';
import { fetchOwnProfile, register, type OwnProfileRecord } from '../../../upstream/accounts.ts';
import { TooManyRequestsError, ValidationError } from '../../../upstream/errors.ts';
import { InvalidCredentialsError } from '../../../upstream/oauth.ts';
import { builder } from '../../builder.ts';
import { rememberViewerProfile, ViewerRef } from '../../types/viewer.ts';
import { requireFilled, withInputFieldNames } from './input-errors.ts';

/**
 * login and register: the password grant happens here, in the bff (it holds the client secret);
 * the tokens go into the session cookie and never into the response body.
 */

interface SignedIn {
  viewer: OwnProfileRecord;
}

async function signIn(context: Context, email: string, password: string): Promise<SignedIn> {
  const tokens = await context.oauth.passwordGrant(email, password, context.clientAddress);
  context.session.start(tokens);
  const viewer = await fetchOwnProfile(context.upstream);
  rememberViewerProfile(context, viewer);
  return { viewer };
}

builder.relayMutationField(
  'login',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
  },
  {
    description: 'Signs in: sets the session cookie. Wrong credentials answer InvalidCredentialsError.',
    errors: { types: [ValidationError, InvalidCredentialsError, TooManyRequestsError], directResult: true, union: { name: 'LoginResult' } },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        requireFilled({ email: input.email, password: input.password });
        return signIn(context, input.email.trim(), input.password);
      }),
  },
  {
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
  },
);

builder.relayMutationField(
  'register',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      password: t.string({ required: true }),
      passwordConfirmation: t.string({ required: true }),
    }),
  },
  {
    description: 'Creates an account and signs it in (sets the session cookie).',
    errors: { types: [ValidationError, TooManyRequestsError], directResult: true, union: { name: 'RegisterResult' } },
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
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
  },
);

const LogoutPayload = builder.objectRef<{ signedOut: true }>('LogoutPayload').implement({
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
