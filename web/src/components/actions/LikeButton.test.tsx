import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';
import { LIKE_FAILED_TITLE } from './LikeButton.tsx';

const viewer = { id: 'Viewer:1', databaseId: 1, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };

function resolvers(author: { databaseId: number; name: string }): MockResolvers {
  return {
    Query: () => ({ viewer }),
    Jot: () => ({
      id: 'Jot:9',
      slug: 'how-compilers-work',
      title: 'How compilers work',
      createdAt: '2024-03-07T09:30:00Z',
      contentType: 'ARTICLE',
      contentUrl: null,
      images: [],
      contentHtml: '<p>Compilers translate source code.</p>',
      likeCount: 3,
      viewerHasLiked: false,
    }),
    User: () => ({ id: `User:${author.databaseId}`, ...author, avatarUrl: null, viewerIsFollowing: false, isExpert: false }),
  };
}

async function pending(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    return operation;
  });
}

async function renderJot(author = { databaseId: 7, name: 'Grace Hopper' }) {
  const result = renderRoute('/jot/how-compilers-work', resolvers(author));
  await result.resolvePending();
  await screen.findByRole('heading', { level: 1, name: 'How compilers work' });
  return result;
}

afterEach(() => window.localStorage.clear());

// The first test also compiles the lazy page chunk, which can take seconds on a busy machine.
describe('like and follow on the jot page', () => {
  it('likes optimistically, then keeps the server count', async () => {
    const { environment } = await renderJot();
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.hasAttribute('aria-disabled')).toBe(false);

    fireEvent.click(like);
    // At once, before any answer.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('4 likes')).toBeTruthy();

    const mutation = await pending(environment, 'LikeButtonLikeMutation');
    expect(mutation.request.variables).toEqual({ input: { jotId: 'Jot:9' } });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { likeJot: { __typename: 'LikeJotPayload', jot: { id: 'Jot:9', likeCount: 10, viewerHasLiked: true } } },
      });
    });
    expect(screen.getByText('10 likes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls the like back and toasts the error when the request fails', async () => {
    const { environment } = await renderJot();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByText('4 likes')).toBeTruthy();

    const mutation = await pending(environment, 'LikeButtonLikeMutation');
    await act(async () => environment.mock.reject(mutation, new Error('Upstream unavailable')));

    expect(screen.getByText('3 likes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText(LIKE_FAILED_TITLE)).toBeTruthy();
    expect(screen.getByText('Upstream unavailable')).toBeTruthy();
  });

  it('rolls back on a typed error result (NotFoundError) and shows its message', async () => {
    const { environment } = await renderJot();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    const mutation = await pending(environment, 'LikeButtonLikeMutation');
    await act(async () => {
      environment.mock.resolve(mutation, {
        // __isError: how Relay learns the result implements the Error interface (the query asks for it).
        data: { likeJot: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'This jot no longer exists.' } },
      });
    });
    expect(screen.getByText('3 likes')).toBeTruthy();
    expect(await screen.findByText('This jot no longer exists.')).toBeTruthy();
  });

  it('follows optimistically and rolls back on failure', async () => {
    const { environment } = await renderJot();
    fireEvent.click(screen.getByRole('button', { name: 'Follow Grace Hopper' }));
    expect(screen.getByRole('button', { name: 'Unfollow Grace Hopper' })).toBeTruthy();

    const mutation = await pending(environment, 'FollowButtonFollowMutation');
    expect(mutation.request.variables).toEqual({ input: { userId: 'User:7' } });
    await act(async () => environment.mock.reject(mutation, new Error('Upstream unavailable')));
    expect(screen.getByRole('button', { name: 'Follow Grace Hopper' })).toBeTruthy();

    // Again, and this time the server agrees.
    fireEvent.click(screen.getByRole('button', { name: 'Follow Grace Hopper' }));
    const second = await pending(environment, 'FollowButtonFollowMutation');
    await act(async () => {
      environment.mock.resolve(
        second,
        MockPayloadGenerator.generate(second, {
          FollowUserPayload: () => ({ user: { id: 'User:7', viewerIsFollowing: true, followerCount: 1 } }),
          User: () => ({ id: 'User:7', viewerIsFollowing: true, followerCount: 1 }),
        }),
      );
    });
    expect(screen.getByRole('button', { name: 'Unfollow Grace Hopper' })).toBeTruthy();
  });

  it('hides follow on one’s own jot', async () => {
    await renderJot({ databaseId: viewer.databaseId, name: viewer.name });
    const actions = screen.getByRole('button', { name: 'Like' }).closest('div')!.parentElement!;
    expect(within(actions).queryByRole('button', { name: /follow/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /follow/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
