import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { failOpenRedis } from '../redis/fail-open-client.ts';
import { LocalListeners, type Signal, type SignalTransport } from './transport.ts';

export interface RedisTransportOptions {
  url: string;
  /** Prefix of the channels (Redis pub/sub channels are shared by all databases of a server). */
  channelPrefix: string;
  log: (message: string) => void;
}

interface Envelope {
  /** The replica that published it: it has delivered it to its own listeners already. */
  origin: string;
  detail: Signal;
}

/**
 * Signals through Redis pub/sub, the way @graphql-yoga/redis-event-target does it (one client
 * publishes, one subscribes to a channel per topic while the topic has listeners; that package
 * itself wants ioredis 5, the bff runs ioredis 6). A replica delivers its own signals to its own
 * listeners at once, so a tab on the replica that performed the write hears of it even while Redis
 * is away; the copy coming back from Redis is skipped by its origin. The subscriber reconnects
 * forever and resubscribes its channels (ioredis' autoResubscribe).
 */
export async function redisTransport(options: RedisTransportOptions): Promise<SignalTransport> {
  const origin = randomUUID();
  const listeners = new LocalListeners();
  // A channel's SUBSCRIBE, shared by every listener of it that arrives before Redis acknowledged it.
  const subscriptions = new Map<string, Promise<void>>();
  const publisher = failOpenRedis(options.url);
  const subscriber = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => options.log(`notifications redis: ${error.message}`));
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((error: unknown) =>
    options.log(`notifications redis: not connected yet (${error instanceof Error ? error.message : String(error)}); retrying in the background`),
  );
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(options.channelPrefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin || typeof envelope.detail?.at !== 'number') return;
    listeners.deliver(channel.slice(options.channelPrefix.length), envelope.detail);
  });

  return {
    publish(topic, detail) {
      listeners.deliver(topic, detail);
      const envelope: Envelope = { origin, detail };
      publisher.publish(options.channelPrefix + topic, JSON.stringify(envelope)).catch((error: unknown) => {
        options.log(`notifications redis: publish failed, other replicas miss it (${error instanceof Error ? error.message : String(error)})`);
      });
    },
    async listen(topic, listener) {
      const { first, remove } = listeners.add(topic, listener);
      const channel = options.channelPrefix + topic;
      if (first) {
        subscriptions.set(
          channel,
          subscriber.subscribe(channel).then(
            () => undefined,
            (error: unknown) => options.log(`notifications redis: subscribe failed (${error instanceof Error ? error.message : String(error)})`),
          ),
        );
      }
      // While Redis is away the SUBSCRIBE waits in the client's queue for the reconnection; the
      // stream opens at once and hears this replica's own signals meanwhile.
      if (subscriber.status === 'ready') await subscriptions.get(channel);
      return () => {
        if (!remove().last) return;
        subscriptions.delete(channel);
        subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
