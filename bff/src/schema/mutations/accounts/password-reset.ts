import { requestPasswordReset, resetPassword } from '../../../upstream/accounts.ts';
import { ValidationError } from '../../../upstream/errors.ts';
import { builder } from '../../builder.ts';
import { withInputFieldNames } from './input-errors.ts';

/** The forgot-password flow: a mailed single-use token (60 minutes), then a new password. */

builder.relayMutationField(
  'requestPasswordReset',
  { inputFields: (t) => ({ email: t.string({ required: true }) }) },
  {
    description: 'Mails a password reset link. Unknown addresses answer a ValidationError.',
    errors: { types: [ValidationError], directResult: true, union: { name: 'RequestPasswordResetResult' } },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => ({ message: await requestPasswordReset(context.upstream, input.email) })),
  },
  {
    outputFields: (t) => ({
      message: t.exposeString('message', { description: "'We have emailed your password reset link.'" }),
    }),
  },
);

builder.relayMutationField(
  'resetPassword',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      token: t.string({ required: true, description: 'From the reset link (`?token=`).' }),
      password: t.string({ required: true }),
      passwordConfirmation: t.string({ required: true }),
    }),
  },
  {
    description: 'Spends a reset token on a new password and signs the account out everywhere; sign in afterwards.',
    errors: { types: [ValidationError], directResult: true, union: { name: 'ResetPasswordResult' } },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => ({
        message: await resetPassword(context.upstream, {
          email: input.email,
          token: input.token,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        }),
      })),
  },
  {
    outputFields: (t) => ({ message: t.exposeString('message', { description: "'Your password has been reset.'" }) }),
  },
);
