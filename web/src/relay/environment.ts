import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponseWithData,
  type PayloadError,
} from 'relay-runtime';
import { GraphQLRequestError, type GraphQLErrorEntry } from './GraphQLRequestError.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: PayloadError[];
}

function isResponseBody(value: unknown): value is GraphQLResponseBody {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

function joinMessages(errors: readonly GraphQLErrorEntry[]): string {
  return errors.map((e) => e.message).join('; ') || 'The server returned an error.';
}

/** Exported for its tests; the app uses it through `environment`. */
export const fetchGraphQL: FetchFunction = async (request, variables) => {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      // The session cookie is same-origin only; the bff never accepts cross-site credentials.
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        // A custom header forces a CORS preflight for cross-site callers: the bff's CSRF check.
        'x-graphql-csrf': '1',
      },
      body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
    });
  } catch (cause) {
    throw new GraphQLRequestError('Could not reach the server. Check your connection and try again.', null, [
      { message: cause instanceof Error ? cause.message : String(cause) },
    ]);
  }

  // graphql-response+json answers 4xx for invalid requests but still carries a JSON body with errors.
  let body: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    body = await response.json().catch(() => null);
  } else {
    await response.body?.cancel();
  }

  if (!isResponseBody(body)) {
    throw new GraphQLRequestError(`The server answered ${response.status} ${response.statusText}.`, response.status);
  }
  const errors = body.errors ?? [];
  if (body.data == null) {
    // No data at all: surface it as a thrown error (Relay would otherwise fail with a vaguer message).
    throw new GraphQLRequestError(joinMessages(errors), response.status, errors);
  }
  if (errors.length > 0 && import.meta.env.DEV) {
    // Partial data: Relay renders what it got; fields that failed are null. Log for developers.
    console.warn(`[relay] ${request.name}: ${joinMessages(errors)}`);
  }
  const result: GraphQLResponseWithData = { data: body.data, errors };
  return result;
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    // Keep the last few released queries so Back is instant and the same query reuses its data.
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

/** The browser's one Relay environment (tests build their own with relay-test-utils). */
export const environment = createEnvironment();
