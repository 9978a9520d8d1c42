import { File } from 'node:buffer';
import { FormData } from 'undici';
import { updateAvatar } from '../../upstream/accounts.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { FileScalar } from '../shared/file.ts';
import { rememberViewerProfile, ViewerRef } from './viewer.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';

builder.relayMutationField(
  'updateAvatar',
  {
    description: "The profile page's avatar upload.",
    inputFields: (t) => ({
      avatar: t.field({
        type: FileScalar,
        required: true,
        description: 'PNG, JPG or GIF up to 10 MB, square, at most 500x500 px (GraphQL multipart request).',
      }),
    }),
  },
  {
    description:
      "Replaces the avatar ('Avatar updated successfully.'); the api checks the image itself. Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError on `avatar` (not an image, too big, not square, over 500x500 px).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'UpdateAvatarResult', description: 'What updateAvatar answers: the payload when replaced, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        // Yoga's File is not one undici's FormData accepts: rebuild it as a node:buffer File.
        const upload = input.avatar;
        const file = new File([Buffer.from(await upload.arrayBuffer())], upload.name || 'avatar', { type: upload.type });
        const form = new FormData();
        form.append('avatar', file);
        const viewer = await updateAvatar(context.upstream, form);
        rememberViewerProfile(context, viewer);
        return { viewer };
      }),
  },
  {
    description: 'The avatar was replaced.',
    outputFields: (t) => ({ viewer: t.field({ type: ViewerRef, description: 'The signed-in user with the new `avatarUrl`.', resolve: (payload) => payload.viewer }) }),
  },
);
