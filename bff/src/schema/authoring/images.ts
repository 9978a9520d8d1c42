import { encodeGlobalID } from '@pothos/plugin-relay';
import { FormData } from 'undici';
import { BadUserInputError } from '../../bad-user-input.ts';
import type { Context } from '../../context.ts';
import { createMedia, deleteMedia, reorderMedia, type MediaJson } from '../../upstream/authoring.ts';
import { NotAuthorizedError, ValidationError } from '../../upstream/errors.ts';
import { findJot } from '../../upstream/jots.ts';
import type { JotJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { FileScalar } from '../shared/file.ts';
import { ImageInterface } from '../shared/image.ts';
import { imagesOfJot, JotImageRef, type JotImage, JotRef } from '../browse/node-refs.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';
import { withJotInputNames } from './field-names.ts';
import { forwardable, MAX_IMAGE_BYTES, tooLargeMessage } from './jot-form.ts';
import { JOT_GONE } from './jots.ts';

/**
 * The jot form's image widget on an existing jot: add, remove, renumber one image at once. Only
 * the author may (NotAuthorizedError otherwise). Every payload answers the jot with its images in
 * their new order, so Relay redraws the widget and the jot page from one record.
 */

const IMAGE_GONE = 'This image is no longer available.';

const errorTypes = [ValidationError, NotAuthorizedError, NotFoundError];

/** JotImage ids are "jotId.imageId" (see ../browse/jot-image.ts). */
function splitImageKey(key: string): { jotId: number; imageId: number } {
  const [jotId, imageId] = key.split('.').map(Number);
  if (!jotId || !imageId) throw new BadUserInputError('Invalid id.');
  return { jotId, imageId };
}

/** The jot after a media change, as the author sees it now. */
async function freshJot(context: Context, jotId: number): Promise<JotJson> {
  const jot = await findJot(context.upstream, String(jotId));
  if (!jot) throw new NotFoundError(JOT_GONE);
  return jot;
}

function imageOf(jot: JotJson, imageId: number): JotImage {
  const image = imagesOfJot(jot).find((candidate) => candidate.id === imageId);
  if (!image) throw new NotFoundError(IMAGE_GONE);
  return image;
}

interface ImagePayload {
  jot: JotJson;
  image: JotImage;
}

builder.relayMutationField(
  'addJotImage',
  {
    description: 'An image for an existing jot.',
    inputFields: (t) => ({
      jotId: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot (`Jot.id`); it must be the viewer\'s own.' }),
      image: t.field({ type: FileScalar, required: true, description: 'PNG, JPG or GIF up to 10 MB (GraphQL multipart request).' }),
    }),
  },
  {
    description:
      "Adds an image to one's own jot, numbered after its last image. Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError on `image` (not a PNG, JPG or GIF, over 10 MB), NotAuthorizedError (not the author), NotFoundError (an unknown jot).',
    authScopes: { loggedIn: true },
    errors: {
      types: errorTypes,
      directResult: true,
      union: { name: 'AddJotImageResult', description: 'What addJotImage answers: AddJotImagePayload when added, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withJotInputNames(async (): Promise<ImagePayload> => {
        if (input.image.size > MAX_IMAGE_BYTES) throw new ValidationError(tooLargeMessage('image'), [{ field: 'image', messages: [tooLargeMessage('image')] }]);
        const form = new FormData();
        form.append('jot_id', String(input.jotId.id));
        form.append('file', await forwardable(input.image, 'image'));
        const media = await orNotFound(JOT_GONE, () => createMedia(context.upstream, form));
        const jot = await freshJot(context, input.jotId.id);
        return { jot, image: imageOf(jot, media.id) };
      }),
  },
  {
    description: 'The image was added.',
    outputFields: (t) => ({
      image: t.field({ type: JotImageRef, description: 'The new image, with its order number.', resolve: (payload: ImagePayload) => payload.image }),
      jot: t.field({ type: JotRef, description: 'With its images in order.', resolve: (payload: ImagePayload) => payload.jot }),
    }),
  },
);

builder.relayMutationField(
  'removeJotImage',
  {
    description: 'The image to remove.',
    inputFields: (t) => ({ imageId: t.globalID({ for: JotImageRef, required: true, description: 'The global id of the image (`JotImage.id`).' }) }),
  },
  {
    description:
      "Removes an image (and its file) from one's own jot; the other images keep their numbers. Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: NotAuthorizedError (not the author), NotFoundError (an unknown image).',
    authScopes: { loggedIn: true },
    errors: {
      types: errorTypes,
      directResult: true,
      union: { name: 'RemoveJotImageResult', description: 'What removeJotImage answers: RemoveJotImagePayload when removed, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context) => {
      const { jotId, imageId } = splitImageKey(input.imageId.id);
      await orNotFound(IMAGE_GONE, () => deleteMedia(context.upstream, imageId));
      return { jot: await freshJot(context, jotId), deletedImageId: encodeGlobalID('JotImage', input.imageId.id) };
    },
  },
  {
    description: 'The image is gone.',
    outputFields: (t) => ({
      deletedImageId: t.id({ description: 'The global id of the removed image, for Relay @deleteRecord.', resolve: (payload: { deletedImageId: string }) => payload.deletedImageId }),
      jot: t.field({ type: JotRef, description: 'With its remaining images.', resolve: (payload: { jot: JotJson }) => payload.jot }),
    }),
  },
);

builder.relayMutationField(
  'reorderJotImage',
  {
    description: 'The image and its new number.',
    inputFields: (t) => ({
      imageId: t.globalID({ for: JotImageRef, required: true, description: 'The global id of the image (`JotImage.id`).' }),
      orderColumn: t.int({ required: true, description: 'The number shown on the image: 1 to 1000000 (ties are ordered by id).' }),
    }),
  },
  {
    description:
      "Renumbers one image of one's own jot (the others keep theirs). Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError on `orderColumn` (outside 1 to 1000000), NotAuthorizedError (not the author), NotFoundError (an unknown image).',
    authScopes: { loggedIn: true },
    errors: {
      types: errorTypes,
      directResult: true,
      union: { name: 'ReorderJotImageResult', description: 'What reorderJotImage answers: ReorderJotImagePayload when renumbered, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withJotInputNames(async (): Promise<ImagePayload> => {
        const { jotId, imageId } = splitImageKey(input.imageId.id);
        await orNotFound(IMAGE_GONE, () => reorderMedia(context.upstream, imageId, input.orderColumn));
        const jot = await freshJot(context, jotId);
        return { jot, image: imageOf(jot, imageId) };
      }),
  },
  {
    description: 'The image was renumbered.',
    outputFields: (t) => ({
      image: t.field({ type: JotImageRef, description: 'The image with its new number.', resolve: (payload: ImagePayload) => payload.image }),
      jot: t.field({ type: JotRef, description: 'With its images in the new order.', resolve: (payload: ImagePayload) => payload.jot }),
    }),
  },
);

/**
 * An image uploaded before its jot exists (POST /media/create without jot_id): visible to no one,
 * numbered after the uploader's other pending images, attached by createJot/updateJot `imageIds`.
 */
const PendingJotImageRef = builder.objectRef<MediaJson>('PendingJotImage').implement({
  description: 'An uploaded image waiting for a save to attach it (createJot or updateJot `imageIds`); `url` and its copies serve the preview.',
  interfaces: [ImageInterface],
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'What `imageIds` takes.' }),
    name: t.exposeString('name', { description: "The uploaded file's name." }),
    orderColumn: t.exposeInt('order_column', { description: "Its number among the uploader's pending images (kept when a save attaches it)." }),
  }),
});

builder.relayMutationField(
  'addPendingJotImage',
  {
    description: 'An image for a jot not saved yet.',
    inputFields: (t) => ({
      image: t.field({ type: FileScalar, required: true, description: 'PNG, JPG or GIF up to 10 MB (GraphQL multipart request).' }),
    }),
  },
  {
    description:
      'Uploads an image for a jot not saved yet; a later createJot or updateJot attaches it through `imageIds`. Only its uploader sees it. ' +
      'Signed-in only (visitors get UNAUTHENTICATED). ' +
      'Errors: ValidationError on `image` (not a PNG, JPG or GIF, over 10 MB).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'AddPendingJotImageResult', description: 'What addPendingJotImage answers: the payload when uploaded, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withJotInputNames(async () => {
        if (input.image.size > MAX_IMAGE_BYTES) throw new ValidationError(tooLargeMessage('image'), [{ field: 'image', messages: [tooLargeMessage('image')] }]);
        const form = new FormData();
        form.append('file', await forwardable(input.image, 'image'));
        return { image: await createMedia(context.upstream, form) };
      }),
  },
  {
    description: 'The image was uploaded and waits for a save.',
    outputFields: (t) => ({
      image: t.field({ type: PendingJotImageRef, description: 'The upload; pass its `databaseId` in `imageIds`.', resolve: (payload: { image: MediaJson }) => payload.image }),
    }),
  },
);
