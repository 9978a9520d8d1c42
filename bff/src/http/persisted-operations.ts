import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../limits/request-limits.ts';

/**
 * The web app's operations, as relay-compiler persists them (`persistConfig` in
 * relay.config.json): sha256 of the text → the text. The bff reads the same file, so what the
 * browser may ask by id is exactly what the committed web app asks.
 */
export const PERSISTED_OPERATIONS_FILE = fileURLToPath(new URL('../../../web/persisted-operations.json', import.meta.url));

/** `extensions.code` of the refusals, so clients can tell them apart. */
export const PERSISTED_OPERATION_CODES = {
  /** The id is in no persisted list of this bff (a newer or older client, or a made-up id). */
  notFound: 'PERSISTED_QUERY_NOT_FOUND',
  /** ALLOW_ARBITRARY_OPERATIONS=false: only persisted ids are run. */
  required: 'PERSISTED_OPERATION_REQUIRED',
} as const;

export interface PersistedOperationsOptions {
  /** The persist file's operations (loadPersistedOperations), read once for every entrance. */
  documents: ReadonlyMap<string, DocumentNode>;
  /** false: operation text is refused, only persisted ids run (an allow-list). */
  allowArbitraryOperations: boolean;
}

export interface PersistedOperations {
  /** Yoga's persisted-operations plugin: resolves `extensions.persistedQuery.sha256Hash` to its document. */
  plugin: Plugin;
  /**
   * Wraps plugins so that their hooks run for arbitrary operations only. Persisted operations
   * are trusted (we wrote them): the operation limits are for text a stranger sent.
   */
  forArbitraryOperations(plugins: readonly Plugin[]): Plugin[];
  /** Wraps plugins so that their hooks run for persisted operations only. */
  forPersistedOperations(plugins: readonly Plugin[]): Plugin[];
  /** The name of the operation a persisted id runs (e.g. `JotPageQuery`); null for an unknown id. */
  operationName(id: string): string | null;
  /** The document a persisted id runs; null for an unknown id. */
  documentOf(id: string): DocumentNode | null;
}

/** Reads a persist file: `{ [sha256]: operation text }`, each text parsed once, at start. */
export function loadPersistedOperations(file: string = PERSISTED_OPERATIONS_FILE): ReadonlyMap<string, DocumentNode> {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${file}: expected an object of id → operation text`);
  const documents = new Map<string, DocumentNode>();
  for (const [id, text] of Object.entries(raw)) {
    if (typeof text !== 'string') throw new Error(`${file}: the operation ${id} is not a string`);
    documents.set(id, parse(text));
  }
  return documents;
}

/**
 * Persisted operations: the web app sends `extensions: { persistedQuery: { version: 1,
 * sha256Hash } }` (over GET for queries, POST for mutations), never the operation text.
 * A request is persisted when its id was found; one that carries text is arbitrary.
 */
export function createPersistedOperations(options: PersistedOperationsOptions): PersistedOperations {
  const { documents } = options;
  const names = new Map([...documents].map(([id, document]) => [id, getOperationAST(document)?.name?.value ?? null]));
  const persistedRequests = new WeakSet<object>();
  const plugin = usePersistedOperations({
    allowArbitraryOperations: options.allowArbitraryOperations,
    getPersistedOperation(id, request) {
      const document = documents.get(id) ?? null;
      if (document) persistedRequests.add(request);
      return document;
    },
    customErrors: {
      notFound: {
        message: 'Unknown persisted operation: this client is out of date, reload the page.',
        extensions: { code: PERSISTED_OPERATION_CODES.notFound, http: { status: 400 } },
      },
      persistedQueryOnly: {
        message: 'This server runs persisted operations only: send a persisted operation id, not operation text.',
        extensions: { code: PERSISTED_OPERATION_CODES.required, http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send an operation: `query`, or a persisted operation id in `extensions.persistedQuery.sha256Hash`.',
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      },
    },
  }) as Plugin;
  // A request whose hook payload names no request (none of Yoga's do) counts as arbitrary:
  // the limits apply unless the request is known to be persisted.
  const isPersisted = (payload: unknown) => {
    const request = requestOf(payload);
    return request !== undefined && persistedRequests.has(request);
  };
  return {
    plugin,
    forArbitraryOperations: (plugins) => plugins.map((inner) => gated(inner, (payload) => !isPersisted(payload))),
    forPersistedOperations: (plugins) => plugins.map((inner) => gated(inner, isPersisted)),
    operationName: (id) => names.get(id) ?? null,
    documentOf: (id) => documents.get(id) ?? null,
  };
}

/** The limits for persisted operations: no operation limit, the body and time limits unchanged. */
export function trustedOperationLimits(limits: RequestLimits): RequestLimits {
  return { ...limits, maxDepth: Infinity, maxAliases: Infinity, maxTokens: Infinity, maxDirectives: Infinity, maxCost: Infinity };
}

/** ALLOW_ARBITRARY_OPERATIONS: anything but `false` (or `0`) allows them. */
export function parseAllowArbitraryOperations(value: string | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  return normalized !== 'false' && normalized !== '0';
}

type Hook = (payload: unknown) => unknown;

/**
 * The plugin with each request hook run only when `applies` says so. `onPluginInit` always runs
 * (it is not per request), and the plugins it adds are gated the same way (graphql-armor adds
 * one plugin per limit there).
 */
function gated(inner: Plugin, applies: (payload: unknown) => boolean): Plugin {
  const hooks = inner as Record<string, unknown>;
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(hooks)) {
    if (typeof value !== 'function') {
      wrapped[name] = value;
    } else if (name === 'onPluginInit') {
      const init = value as Hook;
      wrapped[name] = (payload: { addPlugin: (plugin: Plugin) => void }) =>
        init({ ...payload, addPlugin: (added: Plugin) => payload.addPlugin(gated(added, applies)) });
    } else if (name.startsWith('on') && name !== 'onSchemaChange' && name !== 'onYogaInit' && name !== 'onEnveloped') {
      const hook = value as Hook;
      wrapped[name] = (payload: unknown) => (applies(payload) ? hook(payload) : undefined);
    } else {
      wrapped[name] = value;
    }
  }
  return wrapped as Plugin;
}

/** The HTTP request of a hook's payload: on the payload, in the context, or in the execution args. */
function requestOf(payload: unknown): object | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const record = payload as { request?: unknown; context?: { request?: unknown }; args?: { contextValue?: { request?: unknown } } };
  const request = record.request ?? record.context?.request ?? record.args?.contextValue?.request;
  // Not `instanceof Request`: Yoga's fetch API may be a ponyfill with its own Request class.
  return typeof request === 'object' && request !== null ? request : undefined;
}
