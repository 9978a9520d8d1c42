/**
 * Lost writes: after the load, every write the site acknowledged is read back as its author (each
 * created jot by slug, with its title and image count; each like and follow state), and every
 * difference is a lost write. States whose last answer never arrived are counted as unknown, not
 * checked.
 */
import { RateLimited, type Data } from './client.ts';
import type { VirtualUser } from './scenario.ts';

export interface Verification {
  checked: number;
  mismatches: number;
  unknown: number;
  /** Reads that failed, so their writes could not be checked. */
  unreadable: number;
  examples: string[];
}

const STATE_QUERY = `query BenchReadBack($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on Jot { viewerHasLiked } ... on User { viewerIsFollowing } }
}`;

interface JotAnswer {
  jot: { title: string; images: unknown[] } | null;
}

interface NodeAnswer {
  nodes: ({ id: string; viewerHasLiked?: boolean; viewerIsFollowing?: boolean } | null)[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A read-back may meet the user's own rate limit: it waits and asks again. */
async function read(run: () => Promise<Data>): Promise<Data> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof RateLimited) || attempt >= 5) throw error;
      await sleep(error.retryAfterS * 1000);
    }
  }
}

async function verifyUser(user: VirtualUser, result: Verification): Promise<void> {
  const ledger = user.ledger;
  if (!ledger) return;
  const mismatch = (what: string): void => {
    result.mismatches += 1;
    if (result.examples.length < 10) result.examples.push(`user ${user.index}: ${what}`);
  };
  for (const jot of ledger.jots) {
    try {
      const answer = (await read(() => user.client.persisted('JotPageQuery', { slug: jot.slug }, 'read back: jot'))) as unknown as JotAnswer;
      result.checked += 1;
      if (!answer.jot) mismatch(`jot ${jot.slug} is missing`);
      else if (answer.jot.title !== jot.title) mismatch(`jot ${jot.slug} is titled ${JSON.stringify(answer.jot.title)}`);
      else if (answer.jot.images.length !== jot.imageCount) mismatch(`jot ${jot.slug} has ${answer.jot.images.length} of ${jot.imageCount} images`);
    } catch {
      result.unreadable += 1;
    }
  }
  const expected = new Map<string, { kind: 'like' | 'follow'; state: boolean }>();
  for (const [kind, states] of [['like', ledger.likes], ['follow', ledger.follows]] as const) {
    for (const [id, state] of states) {
      if (state === null) result.unknown += 1;
      else expected.set(id, { kind, state });
    }
  }
  const ids = [...expected.keys()];
  for (let start = 0; start < ids.length; start += 50) {
    const batch = ids.slice(start, start + 50);
    try {
      const answer = (await read(() => user.client.text('read back: likes and follows', STATE_QUERY, { ids: batch }))) as unknown as NodeAnswer;
      for (const id of batch) {
        const want = expected.get(id);
        if (!want) continue;
        const node = answer.nodes.find((candidate) => candidate?.id === id);
        const actual = want.kind === 'like' ? node?.viewerHasLiked : node?.viewerIsFollowing;
        result.checked += 1;
        if (actual !== want.state) mismatch(`${want.kind} of ${id} is ${String(actual)}, acknowledged ${String(want.state)}`);
      }
    } catch {
      result.unreadable += batch.length;
    }
  }
}

export async function verifyWrites(users: readonly VirtualUser[]): Promise<Verification> {
  const result: Verification = { checked: 0, mismatches: 0, unknown: 0, unreadable: 0, examples: [] };
  // A few users at a time: the read-back is not part of the load.
  const queue = [...users];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let user = queue.shift(); user; user = queue.shift()) await verifyUser(user, result);
    }),
  );
  return result;
}
