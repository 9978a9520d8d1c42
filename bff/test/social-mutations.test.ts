import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';

/**
 * likeJot, unlikeJot, followUser, unfollowUser over the real api: each answers the changed node
 * (so Relay updates every card showing it) and the viewer; visitors get UNAUTHENTICATED.
 */
describe('social mutations', () => {
  let stack: AccountsStack;
  let f: Fixtures;
  let listItem: number;

  beforeAll(async () => {
    stack = await startAccountsStack();
    f = new Fixtures(stack.db);
    listItem = await f.listItem(await f.section(await f.pod(await f.container())));
  });

  afterAll(async () => {
    await stack?.close();
  });

  const LIKE = (name: 'likeJot' | 'unlikeJot') => `
    mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) {
      ${name}(input: $input) {
        __typename
        ... on Error { message }
        ... on ${name[0]!.toUpperCase()}${name.slice(1)}Payload { jot { id likeCount viewerHasLiked } viewer { databaseId } }
      }
    }`;

  const FOLLOW = (name: 'followUser' | 'unfollowUser') => `
    mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) {
      ${name}(input: $input) {
        __typename
        ... on Error { message }
        ... on ValidationError { fields { field messages } }
        ... on ${name[0]!.toUpperCase()}${name.slice(1)}Payload {
          user { id viewerIsFollowing followerCount followingCount }
          viewer { databaseId user { followingCount } }
        }
      }
    }`;

  interface LikeResult {
    __typename: string;
    message?: string;
    jot?: { id: string; likeCount: number; viewerHasLiked: boolean };
    viewer?: { databaseId: number };
  }
  interface FollowResult {
    __typename: string;
    message?: string;
    fields?: { field: string; messages: string[] }[];
    user?: { id: string; viewerIsFollowing: boolean; followerCount: number; followingCount: number };
    viewer?: { databaseId: number; user: { followingCount: number } };
  }

  it('likes and unlikes a jot, answering it with likeCount and viewerHasLiked; a double like counts once', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    const jotId = encodeGlobalID('Jot', await f.jot(listItem, await f.user()));

    const [first, second] = await Promise.all([0, 1].map(() => browser.graphql<{ likeJot: LikeResult }>(LIKE('likeJot'), { input: { jotId } })));
    for (const reply of [first, second]) {
      expect(reply?.data?.likeJot).toMatchObject({ __typename: 'LikeJotPayload', viewer: { databaseId: viewer.databaseId } });
      expect(reply?.data?.likeJot.jot?.viewerHasLiked).toBe(true);
    }
    const again = await browser.graphql<{ likeJot: LikeResult }>(LIKE('likeJot'), { input: { jotId } });
    expect(again.data?.likeJot.jot).toEqual({ id: jotId, likeCount: 1, viewerHasLiked: true });

    const unliked = await browser.graphql<{ unlikeJot: LikeResult }>(LIKE('unlikeJot'), { input: { jotId } });
    expect(unliked.data?.unlikeJot).toMatchObject({ __typename: 'UnlikeJotPayload', jot: { id: jotId, likeCount: 0, viewerHasLiked: false } });
  });

  it('answers NotFoundError for a jot that does not exist', async () => {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser);
    const reply = await browser.graphql<{ likeJot: LikeResult }>(LIKE('likeJot'), { input: { jotId: encodeGlobalID('Jot', 999_999) } });
    expect(reply.data?.likeJot).toEqual({ __typename: 'NotFoundError', message: 'This jot is no longer available.' });
  });

  it('follows and unfollows, answering the user with the counts and the viewer with its followingCount', async () => {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser);
    const userId = encodeGlobalID('User', await f.user());

    const followed = await browser.graphql<{ followUser: FollowResult }>(FOLLOW('followUser'), { input: { userId } });
    expect(followed.data?.followUser).toMatchObject({
      __typename: 'FollowUserPayload',
      user: { id: userId, viewerIsFollowing: true, followerCount: 1, followingCount: 0 },
      viewer: { user: { followingCount: 1 } },
    });
    const unfollowed = await browser.graphql<{ unfollowUser: FollowResult }>(FOLLOW('unfollowUser'), { input: { userId } });
    expect(unfollowed.data?.unfollowUser).toMatchObject({
      __typename: 'UnfollowUserPayload',
      user: { viewerIsFollowing: false, followerCount: 0 },
      viewer: { user: { followingCount: 0 } },
    });
  });

  it('refuses to follow oneself with a ValidationError on userId', async () => {
    const browser = new Browser(stack.bffUrl);
    const { viewer } = await signUp(browser);
    const reply = await browser.graphql<{ followUser: FollowResult }>(FOLLOW('followUser'), { input: { userId: encodeGlobalID('User', viewer.databaseId) } });
    expect(reply.data?.followUser).toEqual({
      __typename: 'ValidationError',
      message: 'You cannot follow yourself.',
      fields: [{ field: 'userId', messages: ['You cannot follow yourself.'] }],
    });
  });

  it('answers UNAUTHENTICATED to visitors for every social mutation', async () => {
    const visitor = new Browser(stack.bffUrl);
    const jotId = encodeGlobalID('Jot', await f.jot(listItem, await f.user()));
    const userId = encodeGlobalID('User', await f.user());
    const replies = await Promise.all([
      visitor.graphql(LIKE('likeJot'), { input: { jotId } }),
      visitor.graphql(LIKE('unlikeJot'), { input: { jotId } }),
      visitor.graphql(FOLLOW('followUser'), { input: { userId } }),
      visitor.graphql(FOLLOW('unfollowUser'), { input: { userId } }),
    ]);
    for (const reply of replies) expect(reply.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('shows the results under viewer.likedJots, viewer.following and the achievements', async () => {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser);
    const author = await f.user({ name: 'Followed Author' });
    const jot = await f.jot(listItem, author, { name: 'Liked jot' });
    await stack.db.query(
      "INSERT INTO achievements (key, title, description, viewer_description, threshold) VALUES ('first_like_given', 'Inspired', 'You liked a jot.', 'Liked a jot.', 1)",
    );
    await browser.graphql(LIKE('likeJot'), { input: { jotId: encodeGlobalID('Jot', jot) } });
    await browser.graphql(FOLLOW('followUser'), { input: { userId: encodeGlobalID('User', author) } });
    const reply = await browser.graphql<{
      viewer: {
        likedJots: { totalCount: number; edges: { node: { title: string; viewerHasLiked: boolean } }[] };
        following: { totalCount: number; edges: { node: { name: string; viewerIsFollowing: boolean } }[] };
        achievements: { title: string; earnedAt: string | null }[];
      };
    }>(`{ viewer {
      likedJots { totalCount edges { node { title viewerHasLiked } } }
      following { totalCount edges { node { name viewerIsFollowing } } }
      achievements { title earnedAt }
    } }`);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.viewer.likedJots).toEqual({ totalCount: 1, edges: [{ node: { title: 'Liked jot', viewerHasLiked: true } }] });
    expect(reply.data?.viewer.following).toEqual({ totalCount: 1, edges: [{ node: { name: 'Followed Author', viewerIsFollowing: true } }] });
    expect(reply.data?.viewer.achievements).toEqual([{ title: 'Inspired', earnedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it("lists the viewer's followers under viewer.followers, each saying whether the viewer follows back", async () => {
    const followed = new Browser(stack.bffUrl);
    const me = (await signUp(followed)).viewer;
    const fans = [new Browser(stack.bffUrl), new Browser(stack.bffUrl)];
    for (const fan of fans) {
      await signUp(fan);
      await fan.graphql(FOLLOW('followUser'), { input: { userId: encodeGlobalID('User', me.databaseId) } });
    }
    const first = (await fans[0]!.graphql<{ viewer: { databaseId: number } }>('{ viewer { databaseId } }')).data!.viewer.databaseId;
    await followed.graphql(FOLLOW('followUser'), { input: { userId: encodeGlobalID('User', first) } });
    const query = '{ viewer { followers { totalCount edges { node { databaseId viewerIsFollowing } } } } }';
    type Followers = { viewer: { followers: { totalCount: number; edges: { node: { databaseId: number; viewerIsFollowing: boolean } }[] } } };
    const reply = await followed.graphql<Followers>(query);
    expect(reply.data?.viewer.followers.totalCount).toBe(2);
    expect(reply.data?.viewer.followers.edges.map((e) => e.node)).toEqual([
      { databaseId: expect.any(Number), viewerIsFollowing: false },
      { databaseId: first, viewerIsFollowing: true },
    ]);
    // Each user reads only their own followers: the fan has none.
    expect((await fans[1]!.graphql<Followers>(query)).data?.viewer.followers.totalCount).toBe(0);
  });
});
