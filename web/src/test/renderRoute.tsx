import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers, type RelayMockEnvironment } from 'relay-test-utils';
import { AppProviders } from '../AppProviders.tsx';
import { createRoutes } from '../router/routes.tsx';
import { expectCaughtError } from './consoleReports.ts';

export interface RenderRouteResult extends RenderResult {
  environment: RelayMockEnvironment;
  /** The memory router (to read `router.state.location` after redirects). */
  router: ReturnType<typeof createMemoryRouter>;
  /** Every operation answered so far, in order (to check variables). */
  operations: OperationDescriptor[];
  /**
   * Waits until the route loaders have started their queries, then answers all pending ones with
   * MockPayloadGenerator and the resolvers given to renderRoute (also the ones a guarded loader
   * starts after the session query is answered).
   */
  resolvePending: () => Promise<void>;
  /** Like resolvePending, but fails the operation named `name` with `error` once it has started. */
  rejectPending: (name: string, error: Error) => Promise<void>;
}

/**
 * The generator would invent a `viewer` for every query, signing every screen in. Tests are
 * visitors unless their Query resolver returns a `viewer`.
 *
 * Its ids restart for every answer and leave out the type where the field's type is abstract
 * (`node(id:)`), so a pod in one answer and a section in the next could both be `<mock-id-2>`: one
 * Relay record with two types, which no server answer can make. Ids it invents here count on
 * across the answers of one render.
 */
function withTestDefaults(resolvers: MockResolvers): MockResolvers {
  const query = resolvers.Query;
  let invented = 0;
  return {
    ID: (context) => {
      invented += 1;
      return `<${context.parentType ?? 'Node'}-mock-id-${invented}>`;
    },
    ...resolvers,
    Query: (context, generateId) => {
      const given = query?.(context, generateId);
      return { viewer: null, ...(typeof given === 'object' && given !== null ? given : {}) };
    },
  };
}

/**
 * Renders the real route tree at `path` against a mock Relay environment. Route loaders preload
 * with loadQuery, which the mock environment cannot answer from a queued resolver (it only sees
 * the operation after the request started), so tests answer pending operations explicitly.
 */
export function renderRoute(path: string, givenResolvers: MockResolvers = {}): RenderRouteResult {
  const resolvers = withTestDefaults(givenResolvers);
  const environment = createMockEnvironment();
  const operations: OperationDescriptor[] = [];
  const router = createMemoryRouter(createRoutes(environment), { initialEntries: [path] });
  const result = render(
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );

  const queryStarted = (what: string) =>
    waitFor(() => {
      if (environment.mock.getAllOperations().length === 0) throw new Error(`no ${what} was started`);
    });
  /** Answers every pending operation, failing the one named `failing.name`; whether that one was among them. */
  const answerPending = async (failing?: { name: string; error: Error }): Promise<boolean> => {
    let failed = false;
    const pending = environment.mock.getAllOperations();
    await act(async () => {
      for (const operation of pending) {
        operations.push(operation);
        if (operation.request.node.params.name === failing?.name) {
          environment.mock.reject(operation, failing.error);
          failed = true;
        } else environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
      }
    });
    return failed;
  };

  const resolvePending = async () => {
    await queryStarted('query');
    // Guarded loaders (signed-in only, guest-only, /feeds) start their query only once the session
    // query is answered: keep answering until a round starts nothing new.
    for (let round = 0; round < 5; round += 1) {
      if (environment.mock.getAllOperations().length === 0) break;
      await answerPending();
      // Wait for the loaders this answer unblocked: until a new query starts or the router settles.
      await waitFor(() => {
        const busy = !router.state.initialized || router.state.navigation.state !== 'idle';
        if (busy && environment.mock.getAllOperations().length === 0) throw new Error('loaders still running');
      });
    }
  };

  const rejectPending = async (name: string, error: Error) => {
    // The named query may start after others: a route loader imports its query's artifact first,
    // and guarded loaders wait for the session query. Answer what is pending, round by round,
    // until the named one has been started and failed. The screen shows the error: its reports
    // of it are expected.
    expectCaughtError(error);
    for (let round = 0; round < 5; round += 1) {
      await queryStarted(`${name} query`);
      if (await answerPending({ name, error })) return;
    }
    throw new Error(`no ${name} query was started`);
  };

  return { ...result, environment, router, operations, resolvePending, rejectPending };
}
