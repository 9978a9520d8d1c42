import type { IncomingMessage, ServerResponse } from 'node:http';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type Context } from '../context.ts';
import { schema } from '../schema/index.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { UpstreamConnection } from '../upstream/connection.ts';

export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

export type GraphqlHandler = YogaServerInstance<NodeServerContext, Context>;

export interface GraphqlHandlerOptions {
  connection: UpstreamConnection;
  /** Production hides GraphiQL and the x-upstream-requests header. */
  production: boolean;
}

/** Response header with the number of REST calls one GraphQL request made (outside production). */
export const UPSTREAM_REQUESTS_HEADER = 'x-upstream-requests';

export function createGraphqlHandler(options: GraphqlHandlerOptions): GraphqlHandler {
  const { connection, production } = options;
  // The per-request upstream client, found again when the response is written.
  const clients = new WeakMap<Request, UpstreamClient>();
  const countUpstreamRequests: Plugin = {
    onResponse({ request, response }) {
      const client = clients.get(request);
      if (client) response.headers.set(UPSTREAM_REQUESTS_HEADER, String(client.requestCount));
    },
  };
  return createYoga<NodeServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    logging: production ? 'info' : 'warn',
    // Only GraphQLErrors we raise on purpose (upstream unavailable, validation, bad arguments)
    // keep their message; anything else becomes 'Unexpected error.' and is logged, never sent.
    maskedErrors: {
      isDev: false,
      maskError: (error, message) => {
        const masked = maskError(error, message, false);
        if (masked !== error) connection.log(`unexpected error: ${describe(error)}`);
        return masked;
      },
    },
    context: ({ request }) => {
      // A session cookie → token lookup arrives with the accounts work; until then, visitors only.
      const context = createContext(connection, null);
      clients.set(request, context.upstream);
      return context;
    },
    plugins: production ? [] : [countUpstreamRequests],
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const original = (error as Error & { originalError?: unknown }).originalError;
    return original instanceof Error ? `${original.name}: ${original.message}\n${original.stack ?? ''}` : error.message;
  }
  return String(error);
}
