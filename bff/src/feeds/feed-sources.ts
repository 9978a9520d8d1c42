import type { JotJson } from '@jotpod/api/contract';
import { sanitizeHtml } from '../html/sanitize.ts';
import { asDatabaseId } from '../schema/ids.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { collectionItems, findCollection } from '../upstream/collections.ts';
import { jotPage } from '../upstream/jots.ts';
import { findPod } from '../upstream/pods.ts';
import { findUser, jotsOfUser } from '../upstream/social.ts';
import type { Feed, FeedEntry } from './atom.ts';

/** The newest jots a feed carries: what a reader polling it daily needs. */
export const FEED_ENTRIES = 20;
const FIRST_PAGE = { page: 1, size: FEED_ENTRIES };

/** What a feed address names: a public collection, a pod or an author. */
export type FeedSubject = { kind: 'collection'; id: number } | { kind: 'pod'; slug: string } | { kind: 'author'; id: number };

const FEED_PATH = /^\/(collections|pod|author)\/([^/]+)\/feed\.xml$/;

/** The subject of `/collections/{id}/feed.xml`, `/pod/{slug}/feed.xml` or `/author/{id}/feed.xml`; null for any other address. */
export function parseFeedPath(pathname: string): FeedSubject | null {
  const match = FEED_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (match[1] === 'pod') return { kind: 'pod', slug: key };
  const id = asDatabaseId(key);
  if (id === null) return null;
  return match[1] === 'collections' ? { kind: 'collection', id } : { kind: 'author', id };
}

/** The feed's own address, for the `<link rel="alternate">` of its page. */
export function feedPathOf(subject: FeedSubject): string {
  if (subject.kind === 'pod') return `/pod/${encodeURIComponent(subject.slug)}/feed.xml`;
  return `/${subject.kind === 'collection' ? 'collections' : 'author'}/${subject.id}/feed.xml`;
}

/**
 * The feed of a subject as a visitor sees it (so private collections, hidden and reported jots
 * never appear: the api leaves them out for visitors); null when it names nothing a visitor may
 * read. Newest first: a collection by when each jot was saved, a pod and an author by when each
 * jot was shared.
 */
export async function loadFeed(upstream: UpstreamClient, subject: FeedSubject, origin: string): Promise<Feed | null> {
  const entryOf = (jot: JotJson): FeedEntry => ({
    url: `${origin}/jot/${encodeURIComponent(jot.slug)}`,
    title: jot.name,
    author: jot.user?.name ?? 'Jotpod',
    html: sanitizeHtml(jot.content),
    published: jot.created_at,
    updated: jot.updated_at ?? jot.created_at,
  });
  const feedUrl = `${origin}${feedPathOf(subject)}`;
  switch (subject.kind) {
    case 'collection': {
      const collection = await findCollection(upstream, subject.id);
      if (!collection?.is_public) return null;
      const page = await collectionItems(upstream, collection.id, { order: 'created_at', direction: 'desc' }, FIRST_PAGE);
      const jots = page.items.flatMap((item) => (item.jot ? [item.jot] : []));
      return {
        title: `${collection.name}: a collection by ${collection.user?.name ?? 'a Jotpod reader'}`,
        subtitle: collection.description || 'Jots saved to this collection, newest first.',
        pageUrl: `${origin}/collections/${collection.id}`,
        feedUrl,
        entries: jots.map(entryOf),
      };
    }
    case 'pod': {
      const pod = await findPod(upstream, subject.slug);
      if (!pod) return null;
      const page = await jotPage(upstream, { podId: pod.id }, 'created_at', FIRST_PAGE);
      return {
        title: `${pod.name} on Jotpod`,
        subtitle: `The newest jots of the ${pod.name} pod.`,
        pageUrl: `${origin}/pod/${encodeURIComponent(pod.slug)}`,
        feedUrl,
        entries: page.items.map(entryOf),
      };
    }
    case 'author': {
      const user = await findUser(upstream, subject.id);
      if (!user) return null;
      const page = await jotsOfUser(upstream, user.id, FIRST_PAGE, undefined, 'desc');
      return {
        title: `${user.name} on Jotpod`,
        subtitle: `The newest jots by ${user.name}.`,
        pageUrl: `${origin}/author/${user.id}`,
        feedUrl,
        entries: page.items.map(entryOf),
      };
    }
  }
}
