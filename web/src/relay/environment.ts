import {
  commitLocalUpdate,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
  type Subscription,
  type GraphQLResponseWithData,
  type PayloadError,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';
import { clearDeviceStorage, readStoredUser } from '../device/deviceStorage.ts';
import { GraphQLRequestError, type GraphQLErrorEntry } from './GraphQLRequestError.ts';
import type { OpenSubscription, SubscribeOptions } from './subscriptions.ts';
import { takeServerRecords } from './serverRecords.ts';

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

/** The bff's code for "no (valid) session": the cookie is gone or the api refused its token. */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export function hasUnauthenticatedError(errors: readonly GraphQLErrorEntry[]): boolean {
  return errors.some((e) => e.extensions?.code === UNAUTHENTICATED);
}

/**
 * How the operation is named on the wire. relay-compiler persists every operation
 * (web/persisted-operations.json, read by the bff too) and the artifacts carry its sha256 id
 * instead of its text: the browser sends the id as an automatic-persisted-query extension, never
 * the text. (Only an artifact without an id, such as a test's, falls back to the text.)
 */
function operationFields(request: RequestParameters): { query?: string; extensions?: PersistedQueryExtension } {
  if (request.id) return { extensions: { persistedQuery: { version: 1, sha256Hash: request.id } } };
  return { query: request.text ?? '' };
}

interface PersistedQueryExtension {
  persistedQuery: { version: 1; sha256Hash: string };
}

/**
 * The request body. With uploadables (`updateAvatar(input: { avatar: File! })`) it follows the
 * GraphQL multipart request spec: `map` says where each file part goes. An uploadable's key is the
 * variable path it fills (`{ 'input.avatar': file }` fills `variables.input.avatar`, which the
 * caller leaves null).
 */
function requestBody(request: RequestParameters, variables: Variables, uploadables?: UploadableMap | null) {
  const operation = { ...operationFields(request), variables, operationName: request.name };
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return { body: JSON.stringify(operation), contentType: 'application/json' as string | null };
  }
  const files = Object.entries(uploadables);
  const form = new FormData();
  form.append('operations', JSON.stringify(operation));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([key], index) => [String(index), [`variables.${key}`]]))));
  files.forEach(([, file], index) => form.append(String(index), file));
  // No content-type: the browser adds the multipart boundary itself.
  return { body: form, contentType: null };
}

/**
 * A visitor's queries go over GET (`/graphql?operationName=…&variables=…&extensions=…`), so a
 * CDN or the browser can cache them by URL. Mutations, uploads and a signed-in user's queries
 * (their answers depend on the session) go over POST: the bff never runs a mutation sent by GET.
 */
function sendsAsGet(request: RequestParameters, uploadables: UploadableMap | null | undefined): boolean {
  return request.operationKind === 'query' && Boolean(request.id) && !uploadables && readStoredUser() === null;
}

function getUrl(request: RequestParameters, variables: Variables): string {
  const params = new URLSearchParams({ operationName: request.name, variables: JSON.stringify(variables) });
  params.set('extensions', JSON.stringify(operationFields(request).extensions));
  return `${GRAPHQL_ENDPOINT}?${params.toString()}`;
}

/**
 * The network layer. `onUnauthenticated` runs whenever a response carries an UNAUTHENTICATED
 * error (an expired or revoked session: a 401), whether or not it also has data.
 */
export function createFetchGraphQL(onUnauthenticated: () => void): FetchFunction {
  return async (request, variables, _cacheConfig, uploadables) => {
    const asGet = sendsAsGet(request, uploadables);
    const { body: requestPayload, contentType } = asGet ? { body: null, contentType: null } : requestBody(request, variables, uploadables);
    let response: Response;
    try {
      response = await fetch(asGet ? getUrl(request, variables) : GRAPHQL_ENDPOINT, {
        method: asGet ? 'GET' : 'POST',
        // The session cookie is same-origin only; the bff never accepts cross-site credentials.
        credentials: 'same-origin',
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          accept: 'application/graphql-response+json, application/json',
          // A custom header forces a CORS preflight for cross-site callers: the bff's CSRF check.
          'x-graphql-csrf': '1',
        },
        body: requestPayload,
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
    if (hasUnauthenticatedError(errors)) onUnauthenticated();
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
}

/** Exported for its tests; the app uses it through `environment` (which also resets the store). */
export const fetchGraphQL: FetchFunction = createFetchGraphQL(clearDeviceStorage);

/**
 * The visitor state after a 401: storage is cleared, the root `viewer` becomes null (so the
 * header, navigation and signed-in pages re-render as for a visitor), and everything fetched with
 * the old session is marked stale so the next screen asks again.
 */
export function showVisitorState(environment: Environment): void {
  clearDeviceStorage();
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
    store.invalidateStore();
  });
}

/** `records`: what the server rendered the first page from, so its queries answer from the store. */
export function createEnvironment(records: RecordMap | null = null): Environment {
  const environment: Environment = new Environment({
    // The handler runs after a response arrives, by which time `environment` is assigned.
    network: Network.create(
      createFetchGraphQL(() => showVisitorState(environment)),
      // Subscriptions (the notifications stream) over server-sent events.
      subscribeOnDemand({
        endpoint: GRAPHQL_ENDPOINT,
        isUnauthenticated: hasUnauthenticatedError,
        onUnauthenticated: () => showVisitorState(environment),
      }),
    ),
    // Keep the last few released queries so Back is instant and the same query reuses its data.
    store: new Store(new RecordSource(records ?? undefined), { gcReleaseBufferSize: 10 }),
  });
  return environment;
}

/**
 * The subscribe function, its code (the server-sent events client, subscriptions.ts) fetched with
 * the first subscription: only a signed-in user's notifications subscribe, so no visitor's page
 * loads it.
 */
function subscribeOnDemand(options: SubscribeOptions): SubscribeFunction {
  let subscribe: Promise<OpenSubscription> | null = null;
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let subscription: Subscription | null = null;
      let closed = false;
      subscribe ??= import('./subscriptions.ts').then(({ createSubscribeGraphQL }) => createSubscribeGraphQL(options));
      subscribe.then(
        (open) => {
          if (closed) return;
          subscription = open(request, variables).subscribe(sink);
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
}

/** The browser's one Relay environment (tests build their own with relay-test-utils). */
export const environment = createEnvironment(takeServerRecords());
