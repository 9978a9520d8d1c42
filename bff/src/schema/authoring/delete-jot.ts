import { encodeGlobalID } from '@pothos/plugin-relay';
import { deleteJot } from '../../upstream/authoring.ts';
import { NotAuthorizedError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { JotRef } from '../browse/node-refs.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';
import { JOT_GONE } from './jots.ts';

interface DeletePayload {
  deletedJotId: string;
}

builder.relayMutationField(
  'deleteJot',
  {
    description: 'The jot to delete.',
    inputFields: (t) => ({ id: t.globalID({ for: JotRef, required: true, description: "The global id of the jot (`Jot.id`); it must be the viewer's own." }) }),
  },
  {
    description:
      "Deletes one's own jot for good, with its images, likes and search entry; its address answers not found afterwards. " +
      'Signed-in only (visitors get UNAUTHENTICATED). Errors: NotAuthorizedError (not the author; nothing changes), NotFoundError (an unknown or already deleted jot).',
    authScopes: { loggedIn: true },
    errors: {
      types: [NotAuthorizedError, NotFoundError],
      directResult: true,
      union: { name: 'DeleteJotResult', description: 'What deleteJot answers: DeleteJotPayload when deleted, else one of its typed errors.' },
    },
    resolve: async (_root, { input }, context): Promise<DeletePayload> => {
      await orNotFound(JOT_GONE, () => deleteJot(context.upstream, input.id.id));
      return { deletedJotId: encodeGlobalID('Jot', String(input.id.id)) };
    },
  },
  {
    description: 'The jot is gone.',
    outputFields: (t) => ({
      deletedJotId: t.id({ description: 'The global id of the deleted jot, for Relay @deleteRecord.', resolve: (payload) => payload.deletedJotId }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: 'The signed-in author after the delete (e.g. to refetch My Jots); null only if the session ended meanwhile.',
        resolve: (_payload, _args, context) => loadViewerProfile(context),
      }),
    }),
  },
);
