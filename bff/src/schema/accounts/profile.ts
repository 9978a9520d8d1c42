import { confirmEmailChange, updatePassword, updateProfile, type ProfileChanges } from '../../upstream/accounts.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { JotLevelEnum } from '../browse/jot-level.ts';
import { rememberViewerProfile, ViewerRef } from './viewer.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';

/** The /profile page's two forms. Both answer the fresh profile as `viewer`. */

const optionalText = (description: string) => ({ required: false, description }) as const;
const LINK = (network: string) => optionalText(`Their ${network} profile: an http(s) URL; null or empty clears it.`);

builder.relayMutationField(
  'updateProfile',
  {
    description: 'A partial update: omitted fields stay as they are; null clears an optional field.',
    inputFields: (t) => ({
      name: t.string(optionalText('Display name, at most 255 characters; cannot be cleared (null leaves it unchanged).')),
      email: t.string(
        optionalText(
          'A new sign-in address: a valid email not used by another account; cannot be cleared (null leaves it unchanged). A different address needs ' +
            '`currentPassword` and takes effect only when it confirms the link mailed to it (`Viewer.pendingEmail` meanwhile; the old address gets a notice).',
        ),
      ),
      currentPassword: t.string(
        optionalText(
          'The password in use now. Required when `email` differs from the current address (missing or wrong: a ValidationError on this field, and nothing is saved); ignored otherwise.',
        ),
      ),
      phone: t.string(optionalText('Phone number, at most 30 characters; null or empty clears it.')),
      bio: t.string(optionalText('About them, plain text, at most 1000 characters; null or empty clears it.')),
      facebook: t.string(LINK('Facebook')),
      linkedin: t.string(LINK('LinkedIn')),
      instagram: t.string(LINK('Instagram')),
      twitter: t.string(LINK('Twitter/X')),
      pinterest: t.string(LINK('Pinterest')),
      storefrontUrl: t.string(optionalText('Their shop (storefront): an http(s) URL; null or empty clears it.')),
      isPrivate: t.boolean({ required: false, description: 'Hide bio and social links from others; null leaves it unchanged.' }),
      isCompany: t.boolean({ required: false, description: 'The account speaks for a company or brand; null leaves it unchanged.' }),
      jotLevel: t.field({
        type: JotLevelEnum,
        required: false,
        description: 'Their level; jots written from now on get it. Null leaves it unchanged.',
      }),
    }),
  },
  {
    description:
      "Saves the profile form ('Profile updated successfully.'). A new email is only asked for: it is mailed a confirmation link and becomes `Viewer.pendingEmail`. " +
      'Signed-in only (visitors get UNAUTHENTICATED). Errors: ValidationError (each refused field; `currentPassword` missing or wrong with a new email).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'UpdateProfileResult', description: 'What updateProfile answers: the payload when saved, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        const changes: ProfileChanges = {};
        // Only what was sent: an absent field is "unchanged", an explicit null "clear it".
        const text = <K extends keyof ProfileChanges>(key: K, value: ProfileChanges[K] | undefined) => {
          if (value !== undefined) changes[key] = value;
        };
        text('name', input.name ?? undefined);
        text('email', input.email ?? undefined);
        text('phone', input.phone);
        text('bio', input.bio);
        text('facebook', input.facebook);
        text('linkedin', input.linkedin);
        text('instagram', input.instagram);
        text('twitter', input.twitter);
        text('pinterest', input.pinterest);
        text('storefront_url', input.storefrontUrl);
        text('is_private', input.isPrivate ?? undefined);
        text('is_company', input.isCompany ?? undefined);
        text('jot_level', input.jotLevel ?? undefined);
        if (input.currentPassword) changes.current_password = input.currentPassword;
        const viewer = await updateProfile(context.upstream, changes);
        rememberViewerProfile(context, viewer);
        return { viewer };
      }),
  },
  {
    description: 'The profile was saved.',
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, description: 'The profile as saved.', resolve: (payload) => payload.viewer }) }),
  },
);

builder.relayMutationField(
  'updatePassword',
  {
    description: "The profile page's change-password form.",
    inputFields: (t) => ({
      currentPassword: t.string({ required: true, description: 'The password in use now; a wrong one is a ValidationError on this field.' }),
      password: t.string({ required: true, description: 'The new password: at least 8 characters.' }),
      passwordConfirmation: t.string({ required: true, description: 'The new password again; must match `password`.' }),
    }),
  },
  {
    description:
      "Changes the password ('Password updated successfully.'); this session stays, all others end. Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError (a wrong current password, a refused new one).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'UpdatePasswordResult', description: 'What updatePassword answers: the payload when changed, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        const viewer = await updatePassword(context.upstream, {
          current_password: input.currentPassword,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        });
        rememberViewerProfile(context, viewer);
        return { viewer };
      }),
  },
  {
    description: 'The password was changed.',
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, description: 'The signed-in user, still signed in here.', resolve: (payload) => payload.viewer }) }),
  },
);

builder.relayMutationField(
  'confirmEmailChange',
  {
    description: "The /email/confirm screen: the link mailed to a new address.",
    inputFields: (t) => ({ token: t.string({ required: true, description: 'From the confirmation link (`?token=`).' }) }),
  },
  {
    description:
      "Makes the new address the account's sign-in address ('Your email address has been changed.'). Needs no session: the single-use token " +
      '(valid 60 minutes) is the proof. Errors: ValidationError on `token` (an unknown, used or expired link, each with its own message) or on `email` (the address was taken meanwhile).',
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'ConfirmEmailChangeResult', description: 'What confirmEmailChange answers: the payload when the address changed, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) => withInputFieldNames(() => confirmEmailChange(context.upstream, input.token)),
  },
  {
    description: 'The email address was changed.',
    outputFields: (t) => ({
      message: t.exposeString('message', { description: "The confirmation to show: 'Your email address has been changed.'" }),
      email: t.exposeString('email', { description: 'The new sign-in address.' }),
    }),
  },
);
