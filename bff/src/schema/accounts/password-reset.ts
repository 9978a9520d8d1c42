import { requestPasswordReset, resetPassword } from '../../upstream/accounts.ts';
import { TooManyRequestsError, ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';

/** The forgot-password flow: a mailed single-use token (60 minutes), then a new password. */

builder.relayMutationField(
  'requestPasswordReset',
  {
    description: 'The forgot-password form.',
    inputFields: (t) => ({ email: t.string({ required: true, description: 'The account email the link is mailed to.' }) }),
  },
  {
    description:
      'Mails a password reset link (a single-use token, valid for 60 minutes) when the address has an account, and answers the same ' +
      'whether it has one or not. Errors: ValidationError (a blank or invalid address), TooManyRequestsError (too many requests from this client address).',
    errors: {
      types: [ValidationError, TooManyRequestsError],
      directResult: true,
      union: {
        name: 'RequestPasswordResetResult',
        description: 'What requestPasswordReset answers: the payload for every well-formed address, else a ValidationError or TooManyRequestsError.',
      },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => ({ message: await requestPasswordReset(context.upstream, input.email) })),
  },
  {
    description: 'The request was taken: a reset link is on its way if the address has an account.',
    outputFields: (t) => ({
      message: t.exposeString('message', {
        description: "The text to show, the same for every address: 'If an account exists for that address, we've emailed a reset link.'",
      }),
    }),
  },
);

builder.relayMutationField(
  'resetPassword',
  {
    description: 'The reset-password form (opened from the mailed link).',
    inputFields: (t) => ({
      email: t.string({ required: true, description: 'The account email (the link carries it as `?email=`).' }),
      token: t.string({ required: true, description: 'From the reset link (`?token=`).' }),
      password: t.string({ required: true, description: 'The new password: at least 8 characters.' }),
      passwordConfirmation: t.string({ required: true, description: 'The new password again; must match `password`.' }),
    }),
  },
  {
    description:
      'Spends a reset token on a new password and signs the account out everywhere; sign in afterwards. ' +
      'Errors: ValidationError (an unknown email or a used, expired or wrong token, alike; a refused password).',
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'ResetPasswordResult', description: 'What resetPassword answers: the payload when the password changed, else a ValidationError.' },
    },
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
    description: 'The password was changed.',
    outputFields: (t) => ({ message: t.exposeString('message', { description: "The confirmation to show: 'Your password has been reset.'" }) }),
  },
);
