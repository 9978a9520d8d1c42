import { decodeGlobalID } from '@pothos/plugin-relay';
import { markNotificationsRead } from '../../upstream/notifications.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { loadViewerProfile, ViewerRef } from '../accounts/viewer.ts';
import { excludedUserIds } from '../browse/exclude-authors.ts';
import { NOTIFICATION_TYPENAME } from './notification.ts';
import { blockListArg } from './viewer-notifications.ts';

/** One call marks at most this many entries by id (the api's bound); "all" has none. */
const MAX_IDS = 100;

const NOT_NOTIFICATIONS = 'Every id must be a notification id (`Notification.id`).';

interface MarkedRead {
  unreadCount: number;
  ids: readonly string[] | 'all';
}

builder.relayMutationField(
  'markNotificationsRead',
  {
    description: 'Which notifications to mark read: `ids`, or `all`.',
    inputFields: (t) => ({
      ids: t.idList({ required: false, description: `Notification ids (\`Notification.id\`, at most ${MAX_IDS}); ids of anyone else's notifications change nothing.` }),
      all: t.boolean({ required: false, description: 'True: every notification of the viewer ("Mark all as read"); `ids` is then ignored.' }),
      excludeAuthors: t.globalIDList(blockListArg),
    }),
  },
  {
    description:
      "Marks the viewer's notifications read and answers the new unread count; the viewer's other open pages hear of it through notificationsChanged. Signed-in only (visitors get UNAUTHENTICATED). Errors: ValidationError on `ids` (neither ids nor all, or an id that is not a notification's).",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'MarkNotificationsReadResult', description: 'What markNotificationsRead answers: the payload when done, else a ValidationError.' },
    },
    resolve: async (_root, { input }, context): Promise<MarkedRead> => {
      const excluded = excludedUserIds(input.excludeAuthors);
      if (input.all === true) return { unreadCount: await markNotificationsRead(context.upstream, 'all', excluded), ids: 'all' };
      const ids = input.ids ?? [];
      if (ids.length === 0) throw invalidIds('Give the ids of the notifications to mark read, or all.');
      if (ids.length > MAX_IDS) throw invalidIds(`At most ${MAX_IDS} ids at once.`);
      const restIds = ids.map((id) => restIdOf(String(id)));
      return { unreadCount: await markNotificationsRead(context.upstream, restIds, excluded), ids: ids.map(String) };
    },
  },
  {
    description: 'The notifications are marked read.',
    outputFields: (t) => ({
      unreadNotificationCount: t.int({ description: 'How many are still unread (with the block list given).', resolve: (payload: MarkedRead) => payload.unreadCount }),
      markedIds: t.idList({
        nullable: true,
        description: 'The ids that were asked to be marked (null when all were): a client sets their `isRead`.',
        resolve: (payload: MarkedRead) => (payload.ids === 'all' ? null : [...payload.ids]),
      }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: 'The signed-in user after the change; null only if the session ended meanwhile.',
        resolve: (_payload, _args, context) => loadViewerProfile(context),
      }),
    }),
  },
);

function restIdOf(globalId: string): number {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    const restId = Number(id);
    if (typename === NOTIFICATION_TYPENAME && Number.isSafeInteger(restId) && restId > 0) return restId;
  } catch {
    // Not a global id at all: the same answer as another type's.
  }
  throw invalidIds(NOT_NOTIFICATIONS);
}

function invalidIds(message: string): ValidationError {
  return new ValidationError(message, [{ field: 'ids', messages: [message] }]);
}
