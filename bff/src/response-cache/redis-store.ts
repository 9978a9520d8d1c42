import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { failOpenRedis } from '../redis/fail-open-client.ts';
import type { PageGeneration } from './page-generation.ts';

export interface RedisStoreOptions {
  url: string;
  /** Prefix of every key, so deployments and tests sharing a server never collide. */
  keyPrefix: string;
  /** Warnings: Redis unreachable (the cache is bypassed meanwhile) and back. */
  log: (message: string) => void;
  /** The clock that scores set members by expiry; tests move it instead of waiting. */
  now?: () => number;
}

export interface RedisStore extends Cache {
  /** The generation of what the site shows, shared by every replica (./page-generation.ts). */
  generation: PageGeneration;
  close(): Promise<void>;
}

/**
 * Cached answers in Redis, shared by every bff replica: `<prefix>answer:<key>` holds one answer
 * (JSON, expiring with its TTL), and `<prefix>entity:<Type>` / `<prefix>entity:<Type>:<id>` the
 * set of answer keys that contain that entity (a sorted set, by when each answer expires). Invalidating an entity deletes the answers of its
 * set, whichever replica stored them, so a mutation on one replica is seen by readers of every
 * other. A Redis outage must not take the site down: while Redis cannot answer, lookups miss and
 * stores are skipped (every request runs), with one warning per outage.
 */
export async function redisStore(options: RedisStoreOptions): Promise<RedisStore> {
  const redis = failOpenRedis(options.url);
  let failing = false;
  const failed = (error: unknown): void => {
    if (failing) return;
    failing = true;
    options.log(`response cache: Redis unreachable (${error instanceof Error ? error.message : String(error)}); answers are not cached until it is back`);
  };
  const answered = (): void => {
    if (!failing) return;
    failing = false;
    options.log('response cache: Redis answers again; answers are cached again');
  };
  redis.on('error', failed);
  await redis.connect().catch(failed);
  const answerKey = (key: string): string => `${options.keyPrefix}answer:${key}`;
  const generationKey = `${options.keyPrefix}pages:generation`;
  const entityKey = (typename: string, id?: string | number): string =>
    id === undefined ? `${options.keyPrefix}entity:${typename}` : `${options.keyPrefix}entity:${typename}:${id}`;

  return {
    async get(key) {
      try {
        const text = await redis.get(answerKey(key));
        answered();
        return text === null ? null : JSON.parse(text);
      } catch (error) {
        failed(error);
        return null;
      }
    },
    async set(key, result, entities, ttl) {
      const ms = Math.max(1, Math.ceil(ttl));
      const now = (options.now ?? Date.now)();
      const transaction = redis.multi().set(answerKey(key), JSON.stringify(result), 'PX', ms);
      for (const { typename, id } of entities) {
        // Members scored by when their answer expires: each store drops the expired ones, so a
        // set holds live answers only, however long traffic keeps it alive (a type's set is
        // touched by every answer that holds the type). The set itself lives as long as its
        // longest answer.
        for (const set of id === undefined ? [entityKey(typename)] : [entityKey(typename), entityKey(typename, id)]) {
          transaction.zremrangebyscore(set, '-inf', now).zadd(set, now + ms, key).pexpire(set, ms);
        }
      }
      try {
        await transaction.exec();
        answered();
      } catch (error) {
        failed(error);
      }
    },
    async invalidate(entities) {
      const sets = [...entities].map(({ typename, id }) => entityKey(typename, id ?? undefined));
      if (sets.length === 0) return;
      try {
        // Read and empty the sets in one transaction: an answer stored meanwhile joins a new set.
        const read = redis.multi();
        for (const set of sets) read.zrange(set, '0', '-1');
        read.del(...sets);
        const replies = (await read.exec()) ?? [];
        const keys = new Set<string>();
        for (const [error, members] of replies.slice(0, sets.length)) {
          if (error) throw error;
          for (const member of members as string[]) keys.add(answerKey(member));
        }
        if (keys.size > 0) await redis.del(...keys);
        answered();
      } catch (error) {
        // Readers may see the old answer until its TTL ends.
        options.log(`response cache: could not invalidate ${sets.length} entities in Redis (${error instanceof Error ? error.message : String(error)}); their answers expire with their TTL`);
        failed(error);
      }
    },
    generation: {
      async read() {
        try {
          const value = await redis.get(generationKey);
          answered();
          return Number(value ?? 0);
        } catch (error) {
          failed(error);
          return null;
        }
      },
      async advance() {
        try {
          await redis.incr(generationKey);
          answered();
        } catch (error) {
          // Pages kept by other replicas may be served until their TTL ends.
          options.log(`response cache: could not move the pages' generation on in Redis (${error instanceof Error ? error.message : String(error)}); cached pages expire with their TTL`);
          failed(error);
        }
      },
    },
    async close() {
      redis.disconnect();
    },
  };
}
