import type { NotificationJson } from '@jotpod/api/contract';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { DEFAULT_MAX_STREAMS_PER_USER, type SignalStream } from '../../notifications/bus.ts';
import { NotAuthenticatedError, NotAuthorizedError, RequestCancelledError } from '../../upstream/errors.ts';
import { notificationPage, unreadNotificationCount } from '../../upstream/notifications.ts';
import { builder } from '../builder.ts';
import { loadViewerProfile } from '../accounts/viewer.ts';
import { excludedUserIds } from '../browse/exclude-authors.ts';
import { NotificationRef } from './notification.ts';
import { blockListArg } from './viewer-notifications.ts';

/** What the bell shows: the count and the latest few. */
const LATEST_DEFAULT = 5;
const LATEST_MAX = 20;

export const COOKIE_SESSION_ONLY = 'Notifications stream to a signed-in browser session (its cookie) only.';

interface NotificationsUpdate {
  unreadCount: number;
  latest: NotificationJson[];
}

const NotificationsUpdateRef = builder.objectRef<NotificationsUpdate>('NotificationsUpdate').implement({
  description: "The viewer's notifications as they are now: sent when the stream opens and whenever they change.",
  fields: (t) => ({
    unreadCount: t.int({ description: 'How many are unread (with the block list given).', resolve: (update) => update.unreadCount }),
    latest: t.field({ type: [NotificationRef], description: 'The newest notifications, newest first (`latest` of them).', resolve: (update) => update.latest }),
  }),
});

builder.subscriptionField('notificationsChanged', (t) =>
  t.field({
    type: NotificationsUpdateRef,
    description:
      `The signed-in viewer's unread count and latest notifications: once when subscribed, then whenever they change (someone followed them, liked their jot, an author they follow shared a jot, they earned an achievement, an undo withdrew one, or they marked some read in any tab), through whichever bff replica the change went. Over server-sent events (\`Accept: text/event-stream\`). Only a browser session (the cookie) may subscribe, and only to its own notifications: visitors get UNAUTHENTICATED, bearer-token clients FORBIDDEN. A user may have ${DEFAULT_MAX_STREAMS_PER_USER} streams open at once on one server; the next gets TOO_MANY_REQUESTS until one closes.`,
    args: {
      excludeAuthors: t.arg.globalIDList(blockListArg),
      latest: t.arg.int({ defaultValue: LATEST_DEFAULT, description: `How many of the newest notifications each update carries, 0 to ${LATEST_MAX}.` }),
    },
    subscribe: (_root, args, context, info) =>
      openStream(context, clientSignalOf(info), excludedUserIds(args.excludeAuthors), Math.min(Math.max(args.latest ?? LATEST_DEFAULT, 0), LATEST_MAX)),
    resolve: (update: NotificationsUpdate) => update,
  }),
);

/**
 * Opens the viewer's stream: who they are comes from their own session (never from an argument),
 * so a stream can only carry its own user's notifications. The stream listens before it reads the
 * first state, so nothing that happens in between is missed.
 */
async function openStream(context: Context, client: AbortSignal | undefined, excluded: number[], latest: number): Promise<AsyncIterableIterator<NotificationsUpdate>> {
  if (!context.session.signedIn) throw new NotAuthenticatedError();
  if (!context.session.usesCookie) throw new NotAuthorizedError(COOKIE_SESSION_ONLY);
  // Checks the session with the api (refreshing it, and so the cookie this response sets, if due).
  const viewer = await loadViewerProfile(context);
  const token = await context.session.accessToken();
  if (!viewer || token === null) throw new NotAuthenticatedError();
  if (client?.aborted) throw new RequestCancelledError(false);
  const signals = await context.notifications.bus.listen(viewer.id);
  const read = async (): Promise<NotificationsUpdate> => {
    const upstream = context.notifications.pushUpstream(token);
    const [unreadCount, page] = await Promise.all([
      unreadNotificationCount(upstream, excluded),
      latest > 0 ? notificationPage(upstream, { page: 1, size: latest }, excluded) : { items: [] },
    ]);
    return { unreadCount, latest: page.items };
  };
  let first: NotificationsUpdate;
  try {
    first = await read();
  } catch (error) {
    signals.close();
    throw error;
  }
  // A tab closed while the first state was read: the executor drops a stream that opens for a
  // client already gone without ending it, and its listener would stay on the bus for good.
  // This is the signal the executor checks, and nothing can close the client between the two
  // checks: both run in the same turn.
  if (client?.aborted) {
    signals.close();
    throw new RequestCancelledError(false);
  }
  return updates(signals, read, first);
}

/**
 * The client's connection as the executor watches it: Yoga hands the request's signal to the
 * subscription (bff/src/http/graphql.ts), and the executor puts it on the resolve info. Not the
 * context's cancellation, which the operation deadline also aborts: a stream that took long to
 * open for a client still there is still wanted.
 */
function clientSignalOf(info: GraphQLResolveInfo): AbortSignal | undefined {
  const { signal } = info as GraphQLResolveInfo & { signal?: unknown };
  return signal instanceof AbortSignal ? signal : undefined;
}

/**
 * The first state, then one fresh read per (coalesced) signal. Ends when the client goes away
 * (return()), when the bus closes, or when the api no longer takes the stream's token: the
 * client opens a new stream, whose request renews the session as every request does.
 */
function updates(signals: SignalStream, read: () => Promise<NotificationsUpdate>, first: NotificationsUpdate): AsyncIterableIterator<NotificationsUpdate> {
  let initial: NotificationsUpdate | null = first;
  let done = false;
  const finish = (): IteratorReturnResult<undefined> => {
    done = true;
    signals.close();
    return { done: true, value: undefined };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<NotificationsUpdate, undefined>> {
      if (initial) {
        const value = initial;
        initial = null;
        return { done: false, value };
      }
      if (done || (await signals.next()) === null || done) return finish();
      try {
        return { done: false, value: await read() };
      } catch (error) {
        if (error instanceof NotAuthenticatedError) return finish();
        finish();
        throw error;
      }
    },
    async return(): Promise<IteratorReturnResult<undefined>> {
      return finish();
    },
  };
}
