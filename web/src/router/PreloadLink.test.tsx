import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { jotRoute, loadJotPage } from '../screens/jot/route.tsx';
import { PreloadLink } from './PreloadLink.tsx';

describe('PreloadLink', () => {
  it("starts the route's query on pointer-down, and the navigation reuses that request", async () => {
    const environment = createMockEnvironment();
    const router = createMemoryRouter(
      [{ path: '/', element: <PreloadLink to="/jot/compilers">Compilers</PreloadLink> }, jotRoute(environment)],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders environment={environment}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const link = screen.getByRole('link', { name: 'Compilers' });
    fireEvent.pointerEnter(link);
    // Hover warms code only: once the route's code has arrived, still no query was started.
    await act(async () => {
      await loadJotPage();
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.pointerDown(link, { button: 0 });
    // The query starts as soon as its artifact module is in (it came with the route's code).
    const [preloaded, ...others] = await waitFor(() => {
      const operations = environment.mock.getAllOperations();
      expect(operations).not.toHaveLength(0);
      return operations;
    });
    expect(others).toHaveLength(0);
    expect(preloaded?.request.node.params.name).toBe('JotPageQuery');
    expect(preloaded?.request.variables).toEqual({ slug: 'compilers' });

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jot/compilers'));
    // The loader's loadQuery joined the request in flight instead of sending a second one.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    await act(async () => {
      environment.mock.resolve(preloaded!, MockPayloadGenerator.generate(preloaded!, { Jot: () => ({ title: 'How compilers work' }) }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'How compilers work' })).toBeTruthy();
  });

  it('ignores pointer-down with other buttons and routes without a preload handle', () => {
    const environment = createMockEnvironment();
    const router = createMemoryRouter(
      [
        { path: '/', element: <><PreloadLink to="/jot/a">Jot</PreloadLink><PreloadLink to="/plain">Plain</PreloadLink></> },
        jotRoute(environment),
        { path: '/plain', element: null },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders environment={environment}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Jot' }), { button: 2 });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Plain' }), { button: 0 });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
