import type { NotifiedRecipients } from '../upstream/client.ts';
import { TooManyRequestsError } from '../upstream/errors.ts';
import { inProcessTransport, type Signal, type SignalTransport } from './transport.ts';
import { redisTransport } from './redis-transport.ts';

/**
 * Tells a user's open pages that their notifications changed, whichever replica they are
 * connected to. The bff performs every write for browsers and the api answers each with whom it
 * notified (the Notified-Users header: a like's author, a new jot's followers, an award's earner,
 * the reader who marked entries read); the upstream client publishes them here after the write
 * succeeded. A signal carries no data: each open stream fetches the recipient's own count and
 * latest entries with its own token, so nothing of one user ever travels on another's stream.
 */
export interface NotificationBus {
  publish(recipients: NotifiedRecipients): void;
  /**
   * The user's signals from now on (and "everyone" signals); resolves once none can be missed.
   * Refused (TooManyRequestsError) while the user already has as many streams open here as a
   * user may.
   */
  listen(userId: number): Promise<SignalStream>;
  close(): Promise<void>;
}

/** Signals waiting to be handled, coalesced: many signals during one fetch need one more fetch. */
export interface SignalStream {
  /** The next signal; null once closed. */
  next(): Promise<Signal | null>;
  close(): void;
}

export interface NotificationBusOptions {
  /** Redis shared by every replica (default REDIS_URL); null or unset: this process only. */
  redisUrl?: string | null;
  /** Prefix of the Redis channels (default NOTIFICATIONS_CHANNEL_PREFIX, else `jotpod:notifications:`). */
  channelPrefix?: string;
  /** Streams one user may have open on this replica at once (default DEFAULT_MAX_STREAMS_PER_USER). */
  maxStreamsPerUser?: number;
}

/**
 * A stream holds a connection and, on every change, makes two api reads. A user opens one per tab;
 * a client opening them without end would hold the bff's sockets and multiply the api's work.
 */
export const DEFAULT_MAX_STREAMS_PER_USER = 20;

const TOO_MANY_STREAMS_MESSAGE = 'Too many open notification streams. Close a tab and try again.';

const EVERYONE = 'everyone';
const userTopic = (userId: number) => `user:${userId}`;

export async function startNotificationBus(options: NotificationBusOptions, log: (message: string) => void): Promise<NotificationBus> {
  const redisUrl = options.redisUrl === undefined ? process.env.REDIS_URL || null : options.redisUrl;
  const transport = redisUrl
    ? await redisTransport({
        url: redisUrl,
        channelPrefix: options.channelPrefix ?? (process.env.NOTIFICATIONS_CHANNEL_PREFIX || 'jotpod:notifications:'),
        log,
      })
    : inProcessTransport();
  return notificationBus(transport, options.maxStreamsPerUser);
}

export function notificationBus(transport: SignalTransport, maxStreamsPerUser = DEFAULT_MAX_STREAMS_PER_USER): NotificationBus {
  // Closed with the bus, so a shutting-down server's open streams end instead of holding it open.
  const open = new Set<SignalStream>();
  // Counted before the transport is asked, so streams opened at the same moment cannot pass the cap together.
  const openPerUser = new Map<number, number>();
  const release = (userId: number): void => {
    const left = (openPerUser.get(userId) ?? 1) - 1;
    if (left > 0) openPerUser.set(userId, left);
    else openPerUser.delete(userId);
  };
  return {
    publish(recipients) {
      const signal: Signal = { at: Date.now() };
      if (recipients === 'everyone') transport.publish(EVERYONE, signal);
      else for (const id of new Set(recipients)) transport.publish(userTopic(id), signal);
    },
    async listen(userId) {
      const already = openPerUser.get(userId) ?? 0;
      if (already >= maxStreamsPerUser) throw new TooManyRequestsError(TOO_MANY_STREAMS_MESSAGE);
      openPerUser.set(userId, already + 1);
      let pending: Signal | null = null;
      let waiter: ((signal: Signal | null) => void) | null = null;
      let closed = false;
      const receive = (signal: Signal): void => {
        if (closed) return;
        if (waiter) {
          const wake = waiter;
          waiter = null;
          wake(signal);
        } else {
          // The earliest waiting signal is kept: what the stream then fetches includes the later ones.
          pending ??= signal;
        }
      };
      let stops: (() => void)[];
      try {
        stops = await Promise.all([transport.listen(userTopic(userId), receive), transport.listen(EVERYONE, receive)]);
      } catch (error) {
        release(userId);
        throw error;
      }
      const stream: SignalStream = {
        next() {
          if (pending) {
            const signal = pending;
            pending = null;
            return Promise.resolve(signal);
          }
          if (closed) return Promise.resolve(null);
          return new Promise((resolve) => {
            waiter = resolve;
          });
        },
        close() {
          if (closed) return;
          closed = true;
          open.delete(stream);
          release(userId);
          for (const stop of stops) stop();
          waiter?.(null);
          waiter = null;
        },
      };
      open.add(stream);
      return stream;
    },
    close: () => {
      for (const stream of [...open]) stream.close();
      return transport.close();
    },
  };
}
