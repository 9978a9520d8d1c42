import { updatePassword, updateProfile, type ProfileChanges } from '../../../upstream/accounts.ts';
import { ValidationError } from '../../../upstream/errors.ts';
import { builder } from '../../builder.ts';
import { JotLevelEnum } from '../../types/jot-level.ts';
import { rememberViewerProfile, ViewerRef } from '../../types/viewer.ts';
import { withInputFieldNames } from './input-errors.ts';

/** The /profile page's two forms. Both answer the fresh profile as `viewer`. */

const optionalText = (description?: string) => ({ required: false, ...(description ? { description } : {}) }) as const;

builder.relayMutationField(
  'updateProfile',
  {
    description: 'A partial update: omitted fields stay as they are; null clears an optional field.',
    inputFields: (t) => ({
      name: t.string(optionalText()),
      email: t.string(optionalText()),
      phone: t.string(optionalText()),
      bio: t.string(optionalText()),
      facebook: t.string(optionalText('An http(s) URL.')),
      linkedin: t.string(optionalText('An http(s) URL.')),
      instagram: t.string(optionalText('An http(s) URL.')),
      twitter: t.string(optionalText('An http(s) URL.')),
      pinterest: t.string(optionalText('An http(s) URL.')),
      storefrontUrl: t.string(optionalText('An http(s) URL.')),
      isPrivate: t.boolean({ required: false }),
      isCompany: t.boolean({ required: false }),
      jotLevel: t.field({ type: JotLevelEnum, required: false }),
    }),
  },
  {
    description: "Saves the profile form ('Profile updated successfully.').",
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'UpdateProfileResult' } },
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
        const viewer = await updateProfile(context.upstream, changes);
        rememberViewerProfile(context, viewer);
        return { viewer };
      }),
  },
  {
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
  },
);

builder.relayMutationField(
  'updatePassword',
  {
    inputFields: (t) => ({
      currentPassword: t.string({ required: true }),
      password: t.string({ required: true }),
      passwordConfirmation: t.string({ required: true }),
    }),
  },
  {
    description: "Changes the password ('Password updated successfully.'); this session stays, all others end.",
    authScopes: { loggedIn: true },
    errors: { types: [ValidationError], directResult: true, union: { name: 'UpdatePasswordResult' } },
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
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
  },
);
