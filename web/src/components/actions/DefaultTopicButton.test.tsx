import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';

const ada = { id: 'Viewer:7', databaseId: 7, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };

async function pendingOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    return operation;
  });
}

function renderPod(options: { signedIn: boolean; isDefault: boolean }) {
  return renderRoute('/pod/maths', {
    Query: () => ({ viewer: options.signedIn ? ada : null, containers: [] }),
    Pod: () => ({ id: 'Pod:3', databaseId: 3, name: 'Mathematics', isDefault: options.isDefault }),
  });
}

describe('DefaultTopicButton on the pod page', () => {
  it('is not shown to visitors', async () => {
    const { resolvePending } = renderPod({ signedIn: false, isDefault: false });
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Mathematics' });
    expect(screen.queryByRole('button', { name: /Default Topic/ })).toBeNull();
  });

  it("sets the default topic: disabled while submitting, then 'Unset Default Topic' and the success toast", async () => {
    const { resolvePending, environment } = renderPod({ signedIn: true, isDefault: false });
    await resolvePending();
    const button = await screen.findByRole('button', { name: 'Set as Default Topic' });
    fireEvent.click(button);

    const mutation = await pendingOperation(environment, 'DefaultTopicButtonMutation');
    expect(mutation.request.variables).toEqual({ input: { podId: 'Pod:3' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('data-loading')).not.toBeNull();

    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          setDefaultPod: {
            __typename: 'SetDefaultPodPayload',
            pod: { id: 'Pod:3', isDefault: true },
            previousDefaultPod: null,
            viewer: { id: ada.id, defaultPod: { id: 'Pod:3', databaseId: 3 } },
          },
        },
      }),
    );
    const unset = await screen.findByRole('button', { name: 'Unset Default Topic' });
    expect(unset.hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('Default Topic updated successfully.')).toBeTruthy();
  });

  it("unsets it ('Unset Default Topic' sends this pod) and shows a failure's message", async () => {
    const { resolvePending, environment } = renderPod({ signedIn: true, isDefault: true });
    await resolvePending();
    fireEvent.click(await screen.findByRole('button', { name: 'Unset Default Topic' }));
    const mutation = await pendingOperation(environment, 'DefaultTopicButtonMutation');
    expect(mutation.request.variables).toEqual({ input: { podId: 'Pod:3' } });
    act(() =>
      environment.mock.resolve(mutation, {
        data: { setDefaultPod: { __typename: 'ValidationError', message: 'The selected pod id is invalid.' } },
      }),
    );
    expect(await screen.findByText('The selected pod id is invalid.')).toBeTruthy();
    // Nothing changed: the button still offers to unset, and works again.
    expect(screen.getByRole('button', { name: 'Unset Default Topic' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('/feeds for a signed-in user', () => {
  it('opens the default pod when no tab was chosen', async () => {
    const { resolvePending, router } = renderRoute('/feeds', {
      Query: () => ({ viewer: { ...ada, defaultPod: { databaseId: 42 } }, containers: [] }),
    });
    await resolvePending();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pod/42'));
  });

  it('keeps a chosen tab reachable even with a default pod', async () => {
    const { resolvePending, router } = renderRoute('/feeds?tag=TRENDING', {
      Query: () => ({ viewer: { ...ada, defaultPod: { databaseId: 42 } }, containers: [], banners: [] }),
    });
    await resolvePending();
    await screen.findByRole('tab', { name: 'Trending Pods' });
    expect(router.state.location.pathname).toBe('/feeds');
  });

  it('stays on the feed and asks for banners when there is no default pod', async () => {
    const { resolvePending, router, operations } = renderRoute('/feeds?tag=TRENDING', {
      Query: () => ({ viewer: ada, containers: [], banners: [] }),
    });
    await resolvePending();
    await screen.findByRole('tab', { name: 'Trending Pods' });
    expect(router.state.location.pathname).toBe('/feeds');
    const feed = operations.find((op) => op.request.node.params.name === 'FeedsPageQuery');
    expect(feed?.request.variables).toMatchObject({ tag: 'TRENDING', withBanners: true });
    // No banners: the Create a Jot banner instead of the visitors' Join Us Now.
    expect(screen.queryByRole('link', { name: 'Join Us Now' })).toBeNull();
  });
});
