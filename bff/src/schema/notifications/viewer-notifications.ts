import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { notificationPage, unreadNotificationCount } from '../../upstream/notifications.ts';
import { builder } from '../builder.ts';
import { ViewerRef } from '../accounts/viewer.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from '../browse/exclude-authors.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { NotificationRef } from './notification.ts';

/** /notifications scrolls 20 at a time; the bell asks for a few. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const NotificationsConnectionRef = builder.connectionObject(
  { type: NotificationRef, name: 'NotificationsConnection', description: "A page of the viewer's notifications, newest first." },
  { name: 'NotificationsConnectionEdge', description: 'A notification, with its cursor.' },
);

const blockListArg = {
  ...excludeAuthorsArgOptions,
  description: `Global User ids whose doings to leave out (the device's block list, as the feeds take it, at most 500): a notification whose actors are all blocked is neither listed nor counted. The expert account is never left out.`,
} as const;

builder.objectFields(ViewerRef, (t) => ({
  notifications: t.field({
    type: NotificationsConnectionRef,
    description: `The viewer's notifications, newest first (by their latest event); ${NOTIFICATIONS_PAGE_SIZE} a page (at most 100).`,
    args: {
      first: t.arg.int({ defaultValue: NOTIFICATIONS_PAGE_SIZE, description: pageArgDescriptions.first(NOTIFICATIONS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      excludeAuthors: t.arg.globalIDList(blockListArg),
    },
    resolve: (_viewer, { first, after, excludeAuthors }, context) => {
      const excluded = excludedUserIds(excludeAuthors);
      return resolvePagedConnection({ first, after }, { defaultSize: NOTIFICATIONS_PAGE_SIZE }, (page) => notificationPage(context.upstream, page, excluded));
    },
  }),
  unreadNotificationCount: t.int({
    description: 'How many of the viewer\'s notifications are unread (the bell\'s number).',
    args: { excludeAuthors: t.arg.globalIDList(blockListArg) },
    resolve: (_viewer, { excludeAuthors }, context) => unreadNotificationCount(context.upstream, excludedUserIds(excludeAuthors)),
  }),
}));

export { blockListArg };
