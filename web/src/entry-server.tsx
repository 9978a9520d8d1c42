import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';
import { AppProviders } from './AppProviders.tsx';
import { createRoutes } from './router/routes.tsx';
import { jotpodSystem } from './theme/system.ts';

/** Runs one of the app's operations for the page's visitor, in the server's process. */
export type ServerFetch = (operation: { id: string | null; text: string | null; name: string }, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: readonly { message: string }[] }>;

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The markup of #root. */
      html: string;
      /** `<style>` elements for the head: the styles the markup uses, as emotion would have inserted them. */
      styles: string;
      /** The Relay records the page read, for the client's store (no second request for them). */
      records: RecordMap;
      /** Errors a part of the page met while rendering (that part is left for the browser to render). */
      errors: string[];
    };

/**
 * The first page of a visit, rendered by the server: react-router's static handler runs the same
 * route loaders as the browser (each starts its Relay query, executed in process by `fetch`), React
 * renders once every query has answered, and the store's records go with the HTML for the client to
 * hydrate from.
 */
export async function renderPage(request: Request, fetch: ServerFetch, signal: AbortSignal): Promise<ServerRenderResult> {
  const environment = new Environment({
    network: Network.create(serverFetchFunction(fetch)),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const handler = createStaticHandler(createRoutes(environment));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // A cache that keeps the rules instead of writing `<style>` elements next to each component, so
  // they can go to the head in one place (what the client's emotion cache picks up and reuses).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders environment={environment}>
          {/* hydrate={false}: the router state is not written as an inline script (the CSP forbids it); the client runs its loaders against the records instead. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    {
      signal,
      // Every boundary inline, in order: outlined ones would be put in place by inline scripts,
      // which the CSP forbids (and the whole page is ready before it is sent anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
  );
  const html = await readAll(prelude);
  return { kind: 'page', html, styles: styleElements(cache, html), records: environment.getStore().getSource().toJSON(), errors };
}

function serverFetchFunction(fetch: ServerFetch): FetchFunction {
  return async (request, variables) => {
    const result = await fetch({ id: request.id ?? null, text: request.text ?? null, name: request.name }, variables);
    if (result.data == null) throw new Error(result.errors?.map((e) => e.message).join('; ') || `${request.name}: no data`);
    return { data: result.data as Record<string, unknown>, errors: [...(result.errors ?? [])] };
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * The head's style elements, in emotion's own SSR format, which the client's cache adopts instead
 * of inserting them again: first a plain element that declares Chakra's cascade layers (the order
 * of layers is that of their first mention, so it must come before any rule in a layer, whatever
 * emotion later moves or re-inserts), then the global styles (Chakra's tokens and reset), each in a
 * `data-emotion="css-global <name>"` element, then every class rule the markup uses in one
 * `data-emotion="css <names>"` element. Rules of what the markup no longer shows (the skeletons of
 * queries that answered before the page was sent) are left out.
 */
function styleElements(cache: EmotionCache, html: string): string {
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  for (const [name, value] of Object.entries(cache.inserted)) {
    if (typeof value !== 'string' || value === '') continue;
    const className = `${cache.key}-${name}`;
    if (!value.includes(`.${className}`)) {
      globals.push(`<style data-emotion="${cache.key}-global ${name}">${escapeStyle(value)}</style>`);
    } else if (html.includes(className)) {
      names.push(name);
      rules += value;
    }
  }
  const system = jotpodSystem();
  const layerOrder = system._config.disableLayers ? '' : `<style>${escapeStyle(system.layers.atRule)}</style>`;
  return `${layerOrder}${globals.join('')}<style data-emotion="${cache.key} ${names.join(' ')}">${escapeStyle(rules)}</style>`;
}

/** CSS text inside `<style>`: nothing in it may close the element. */
function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

