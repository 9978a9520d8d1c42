import { requestPasswordReset, resetPassword } from '../../upstream/accounts.ts';
import { ValidationError } from '../../upstream/errors.ts';
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
      'Mails a password reset link (a single-use token, valid for 60 minutes). Errors: ValidationError (a blank or invalid address, or one with no account).',
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'RequestPasswordResetResult', description: 'What requestPasswordReset answers: the payload when the mail is on its way, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => ({ message: await requestPasswordReset(context.upstream, input.email) })),
  },
  {
    description: 'The reset link is on its way.',
    outputFields: (t) => ({
      message: t.exposeString('message', { description: "The confirmation to show: 'We have emailed your password reset link.'" }),
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
      'Errors: ValidationError (an unknown email, a used, expired or wrong token, a refused password).',
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
