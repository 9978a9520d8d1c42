import type { List, One } from '../src/http/envelope.ts';
import type { JotJson, UserJson } from '../src/contract/index.ts';
import { ACHIEVEMENTS } from '../src/seed/words/site.ts';
import type { Db } from '../src/db/client.ts';
import type { ErrorBody, TestApi } from './support/api.ts';

/** Helpers shared by the social-*.test.ts files (not a test file itself). */

/** The test api's stand-in for a bearer token (support/api.ts): it sets request.viewer. */
const VIEWER_HEADER = 'x-test-viewer';

export interface Reply<T> {
  status: number;
  body: T;
}

/** POST over real HTTP as `as` (or as a visitor), with the empty JSON body the bff sends. */
export async function post<T>(api: TestApi, path: string, as?: number): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as !== undefined) headers[VIEWER_HEADER] = String(as);
  const response = await fetch(api.url + path, { method: 'POST', headers, body: '{}' });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const like = (api: TestApi, jotId: number, as?: number) => post<One<JotJson> & ErrorBody>(api, `/api/v1/jots/${jotId}/like`, as);
export const unlike = (api: TestApi, jotId: number, as?: number) => post<One<JotJson> & ErrorBody>(api, `/api/v1/jots/${jotId}/unlike`, as);
export const follow = (api: TestApi, userId: number, as?: number) => post<One<UserJson> & ErrorBody>(api, `/api/v1/users/${userId}/follow`, as);
export const unfollow = (api: TestApi, userId: number, as?: number) => post<One<UserJson> & ErrorBody>(api, `/api/v1/users/${userId}/unfollow`, as);

export type JotList = List<JotJson>;
export type UserList = List<UserJson>;

/** The seed's achievements catalogue (keys, thresholds, texts), as the demo data has it. */
export async function insertCatalogue(db: Db): Promise<void> {
  for (const [i, a] of ACHIEVEMENTS.entries()) {
    await db.query(
      `INSERT INTO achievements (key, title, image, description, viewer_description, threshold, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [a.key, a.title, `seed/achievements/${a.key}.svg`, a.description, a.viewerDescription, a.threshold, i],
    );
  }
}
