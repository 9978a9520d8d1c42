import { SESSION_COOKIE } from '../src/session/cookies.ts';
import type { Browser } from './support/accounts.ts';

/** Helpers shared by the social-*.test.ts files (not a test file itself). */

export interface CountedReply<T> {
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  /** x-upstream-requests: REST calls the bff made for this request. */
  upstreamRequests: number;
}

/** A query as `browser` (its session cookie, or none), reading the upstream call count too. */
export async function countedQuery<T>(bffUrl: string, browser: Browser | null, query: string, variables: Record<string, unknown> = {}): Promise<CountedReply<T>> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-graphql-csrf': '1',
      ...(browser?.cookie ? { cookie: `${SESSION_COOKIE}=${browser.cookie}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: CountedReply<T>['errors'] };
  return { data: body.data ?? null, errors: body.errors, upstreamRequests: Number(response.headers.get('x-upstream-requests')) };
}

/** The card fields the web reads (as bff/test/screens/fragments.ts), with the social ones. */
export const SOCIAL_JOT_CARD = `
  fragment SocialJotCard on Jot {
    id databaseId slug title contentText contentType level createdAt likeCount viewerHasLiked
    images { id url orderColumn }
    author { id databaseId name avatarUrl isExpert viewerIsFollowing }
    pod { id name slug }
    container { id name slug }
  }`;
