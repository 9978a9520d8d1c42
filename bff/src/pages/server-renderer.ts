import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { PageGraphql } from './in-process-graphql.ts';

/** What the web app's server entry (web/src/entry-server.tsx, built to web/dist-server) answers. */
export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; html: string; styles: string; records: Readonly<Record<string, unknown>>; errors: readonly string[] };

interface ServerEntry {
  renderPage(
    request: Request,
    fetch: (operation: { id: string | null; text: string | null; name: string }, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: readonly { message: string }[] }>,
    signal: AbortSignal,
  ): Promise<ServerRenderResult>;
}

export interface ServerRenderer {
  render(req: IncomingMessage, url: URL, graphql: PageGraphql, signal: AbortSignal): Promise<ServerRenderResult>;
}

/**
 * The web app's own server entry, loaded once (null when the web app was built without it): it
 * renders a page with the same routes, loaders and Relay queries as the browser. Its queries are
 * the app's persisted operations, run in this process by id, as the visitor.
 */
export async function loadServerRenderer(entryFile: string): Promise<ServerRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<ServerEntry>;
  if (typeof entry.renderPage !== 'function') throw new Error(`${entryFile} does not export renderPage`);
  const renderPage = entry.renderPage.bind(entry);
  return {
    render: (req, url, graphql, signal) => {
      const headers = new Headers();
      // What the routes may read: the address and the language; the session stays in `graphql`.
      const language = req.headers['accept-language'];
      if (typeof language === 'string') headers.set('accept-language', language);
      return renderPage(
        new Request(url, { headers, signal }),
        async (operation, variables) => {
          // Only the app's persisted operations run here; text is for tests' artifacts.
          if (operation.id) return graphql.runPersisted(operation.id, variables);
          if (operation.text) return graphql.run(operation.text, variables);
          return { errors: [{ message: `${operation.name}: not a persisted operation` }] };
        },
        signal,
      );
    },
  };
}
