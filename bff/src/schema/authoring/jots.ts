import { createJot, updateJot } from '../../upstream/authoring.ts';
import { NotAuthorizedError, ValidationError } from '../../upstream/errors.ts';
import type { JotJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { FileScalar } from '../shared/file.ts';
import { JotContentTypeEnum } from '../browse/jot.ts';
import { JotRef, ListItemRef } from '../browse/node-refs.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { orNotFound } from '../shared/not-found.ts';
import { withJotInputNames } from './field-names.ts';
import { jotFormData } from './jot-form.ts';

/**
 * The jot form's save: create or update with the form's fields
 * and new image files (GraphQL multipart request spec). The api validates and sanitizes; its 422
 * arrives as a ValidationError whose fields are named after this input.
 */

export const JOT_GONE = 'This jot is no longer available.';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The form's fields, shared by both inputs (the form sends all of them either way). */
function jotInputFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    contentType: t.field({ type: JotContentTypeEnum, required: true, description: 'How the jot is shown; decides whether `contentUrl` is needed.' }),
    listItemId: t.globalID({
      for: ListItemRef,
      description: "The item the jot is filed under. Null is answered with 'Please select list item to submit.'",
    }),
    title: t.string({ required: true, description: 'Jot Title/Name: required, at most 255 characters (surrounding spaces are trimmed).' }),
    contentUrl: t.string({
      description: 'Source URL (http or https, at most 2048 characters): required for VIDEO, AUDIO, PDF and ARTICLE; ignored and stored as null for stories.',
    }),
    contentHtml: t.string({
      required: true,
      description:
        "The editor's HTML (at most 100000 characters); sanitized on write. At least 40 characters of text: 'Jot content must be at least 40 characters.'",
    }),
    durationSeconds: t.int({
      description:
        'VIDEO and AUDIO only: how long it plays, in whole seconds (1 to 86400), added to its reading time; null clears it. Never fetched from `contentUrl`.',
    }),
    images: t.field({
      type: [FileScalar],
      description: 'New images (PNG, JPG or GIF up to 10 MB each, at most 10), numbered in the order sent after the existing ones.',
    }),
    imageIds: t.intList({
      description:
        "Pending uploads to attach (databaseIds from addPendingJotImage; the viewer's own, each once). They keep their order numbers and come before the files of `images`.",
    }),
  };
}

interface SavePayload {
  jot: JotJson;
}

const savePayloadFields = {
  outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, SavePayload>) => ({
    jot: t.field({ type: JotRef, description: 'The jot as saved (sanitized content, images in order).', resolve: (payload) => payload.jot }),
    listItem: t.field({
      type: ListItemRef,
      nullable: true,
      description: 'The list item the jot is filed under (the form goes to /list-item/{slug} next).',
      resolve: (payload) => payload.jot.list_item ?? payload.jot.list_item_id,
    }),
    viewer: t.field({
      type: ViewerRef,
      nullable: true,
      description: 'The signed-in author after the save (e.g. to refetch My Jots); null only if the session ended meanwhile.',
      resolve: (_payload, _args, context) => loadViewerProfile(context),
    }),
  }),
};

builder.relayMutationField(
  'createJot',
  { description: 'The jot form, for a new jot.', inputFields: (t) => jotInputFields(t) },
  {
    description:
      "Shares a new jot ('Jot saved successfully.'). Its level is the author's jot level at creation. Signed-in only (visitors get UNAUTHENTICATED). " +
      'Errors: ValidationError (every refused field at once, named as in this input: `title`, `contentHtml`, `images.0`, ...).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'CreateJotResult', description: 'What createJot answers: CreateJotPayload when saved, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withJotInputNames(async (): Promise<SavePayload> => ({ jot: await createJot(context.upstream, await jotFormData(input)) })),
  },
  { description: 'The new jot, saved.', ...savePayloadFields },
);

builder.relayMutationField(
  'updateJot',
  {
    description: 'The jot form, for an existing jot: every field is sent again, as the form shows it.',
    inputFields: (t) => ({
      id: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot to change (`Jot.id`).' }),
      ...jotInputFields(t),
    }),
  },
  {
    description:
      "Saves changes to one's own jot; new images are appended. Existing images change through addJotImage, removeJotImage and reorderJotImage. " +
      'Signed-in only (visitors get UNAUTHENTICATED). Errors: ValidationError (refused fields), NotAuthorizedError (not the author), NotFoundError (an unknown jot).',
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotAuthorizedError, NotFoundError],
      directResult: true,
      union: { name: 'UpdateJotResult', description: 'What updateJot answers: UpdateJotPayload when saved, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withJotInputNames(async (): Promise<SavePayload> => ({
        jot: await orNotFound(JOT_GONE, async () => updateJot(context.upstream, input.id.id, await jotFormData(input))),
      })),
  },
  { description: 'The jot, saved.', ...savePayloadFields },
);
