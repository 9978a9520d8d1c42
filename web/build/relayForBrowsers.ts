import type { Plugin } from 'vite';

/**
 * Relay as the app uses it, for a build: only the hooks it calls and only their default code path.
 *
 * `react-relay/hooks` is CommonJS: its index requires every hook (entry points, the invalidation
 * subscription, the experimental mutation action...) and a bundler keeps them all. The build
 * resolves it to an ES module re-exporting the hooks the app imports, each from its own file; a
 * hook the app starts using must be added to `APP_HOOKS` (the build fails on a missing export).
 *
 * `relay-runtime` is CommonJS too: its index requires the whole runtime, with what no hook of
 * the app reaches (the legacy containers' fragment resolver, the query response cache, the
 * experimental observers, the normalization engine of client-side resolvers...). The build
 * resolves it to an ES module holding the names the app and those hooks read, each from its
 * own file. The hooks read it as CommonJS (`require('relay-runtime').name`), which no bundler
 * checks: the plugin fails the build when a hook reads a name `RUNTIME_EXPORTS` lacks.
 *
 * `useFragment` dispatches at every call between two implementations on
 * `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`, on by default and never changed by the app:
 * the other one (`useFragmentInternal_CURRENT`) is left out. Its require becomes a function that
 * throws, so a build that turned the flag off would fail loudly instead of differing.
 *
 * Updatable queries and fragments (`@updatable`: typed writes to the store in an updater) need
 * the runtime's updatable proxy; the app has none, so it is left out the same way, and the build
 * fails when a source file starts using the directive.
 */

const HOOKS_ENTRY = '\0relay-app-hooks';

/** Every name the app imports from `react-relay/hooks`, with the module that defines it. */
const APP_HOOKS: Readonly<Record<string, string>> = {
  RelayEnvironmentProvider: 'react-relay/lib/relay-hooks/RelayEnvironmentProvider',
  fetchQuery: 'relay-runtime/lib/query/fetchQuery',
  graphql: 'relay-runtime/lib/query/GraphQLTag',
  loadQuery: 'react-relay/lib/relay-hooks/loadQuery',
  useFragment: 'react-relay/lib/relay-hooks/useFragment',
  useLazyLoadQuery: 'react-relay/lib/relay-hooks/useLazyLoadQuery',
  useMutation: 'react-relay/lib/relay-hooks/useMutation',
  usePaginationFragment: 'react-relay/lib/relay-hooks/usePaginationFragment',
  usePreloadedQuery: 'react-relay/lib/relay-hooks/usePreloadedQuery',
  useRelayEnvironment: 'react-relay/lib/relay-hooks/useRelayEnvironment',
  useSubscription: 'react-relay/lib/relay-hooks/useSubscription',
};

/** Modules whose value is the export of that name rather than the whole module. */
const NAMED_EXPORTS = new Set(['graphql', 'loadQuery']);

const hooksEntry = Object.entries(APP_HOOKS)
  .map(([name, module]) =>
    NAMED_EXPORTS.has(name) ? `export { ${name} } from '${module}';` : `export { default as ${name} } from '${module}';`,
  )
  .join('\n');

const RUNTIME_ENTRY = '\0relay-app-runtime';
const RUNTIME = 'relay-runtime/lib';

/** What the app (its imports of `relay-runtime`) and the hooks above read from Relay's runtime. */
const RUNTIME_EXPORTS = `
import RelayModernEnvironment from '${RUNTIME}/store/RelayModernEnvironment';
import RelayNetwork from '${RUNTIME}/network/RelayNetwork';
import RelayObservable from '${RUNTIME}/network/RelayObservable';
import RelayRecordSource from '${RUNTIME}/store/RelayRecordSource';
import RelayModernStore from '${RUNTIME}/store/RelayModernStore';
import RelayModernRecord from '${RUNTIME}/store/RelayModernRecord';
import RelayReplaySubject from '${RUNTIME}/util/RelayReplaySubject';
import RelayStoreUtils from '${RUNTIME}/store/RelayStoreUtils';
import RelayModernSelector from '${RUNTIME}/store/RelayModernSelector';
import RelayModernOperationDescriptor from '${RUNTIME}/store/RelayModernOperationDescriptor';
import GraphQLTag from '${RUNTIME}/query/GraphQLTag';
import ResolverFragments from '${RUNTIME}/store/ResolverFragments';
import RelayOperationTracker from '${RUNTIME}/store/RelayOperationTracker';
import createRelayContext from '${RUNTIME}/store/createRelayContext';
import createRelayLoggingContext from '${RUNTIME}/store/createRelayLoggingContext';
import defaultGetDataID from '${RUNTIME}/store/defaultGetDataID';
import RelayConcreteVariables from '${RUNTIME}/store/RelayConcreteVariables';
import fetchQueryInternal from '${RUNTIME}/query/fetchQueryInternal';
import normalizeResponse from '${RUNTIME}/store/normalizeResponse';
import withProvidedVariables from '${RUNTIME}/util/withProvidedVariables';
export { default as ConnectionInterface } from '${RUNTIME}/handlers/connection/ConnectionInterface';
export { default as PreloadableQueryRegistry } from '${RUNTIME}/query/PreloadableQueryRegistry';
export { default as RelayFeatureFlags } from '${RUNTIME}/util/RelayFeatureFlags';
export { default as getFragmentIdentifier } from '${RUNTIME}/util/getFragmentIdentifier';
export { default as getPaginationMetadata } from '${RUNTIME}/util/getPaginationMetadata';
export { default as getPaginationVariables } from '${RUNTIME}/util/getPaginationVariables';
export { default as getPendingOperationsForFragment } from '${RUNTIME}/util/getPendingOperationsForFragment';
export { default as getRefetchMetadata } from '${RUNTIME}/util/getRefetchMetadata';
export { default as getRequestIdentifier } from '${RUNTIME}/util/getRequestIdentifier';
export { default as getValueAtPath } from '${RUNTIME}/util/getValueAtPath';
export { handlePotentialSnapshotErrors } from '${RUNTIME}/util/handlePotentialSnapshotErrors';
export { default as isPromise } from '${RUNTIME}/util/isPromise';
export { default as recycleNodesInto } from '${RUNTIME}/util/recycleNodesInto';
export { default as requestSubscription } from '${RUNTIME}/subscription/requestSubscription';
export { default as commitMutation } from '${RUNTIME}/mutations/commitMutation';
export { default as commitLocalUpdate } from '${RUNTIME}/mutations/commitLocalUpdate';
export const Environment = RelayModernEnvironment;
export const Network = RelayNetwork;
export const Observable = RelayObservable;
export const RecordSource = RelayRecordSource;
export const Store = RelayModernStore;
export const Record = RelayModernRecord;
export const ReplaySubject = RelayReplaySubject;
export const ID_KEY = RelayStoreUtils.ID_KEY;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { getFragment, getRequest, graphql } = GraphQLTag;
// Relay's index's internals but its normalization engine, which only client-side resolvers use.
export const __internal = {
  ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext,
  createRelayLoggingContext,
  defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  normalizeResponse,
  withProvidedVariables,
};
`;

/**
 * The names a CommonJS module of react-relay reads from `require('relay-runtime')`, those of its
 * internals as `__internal.name` (Babel's output reads them as `_require.__internal.name` or
 * through a `_require$__internal` variable).
 */
function runtimeNamesRead(code: string): string[] {
  const names: string[] = [];
  for (const binding of code.matchAll(/var (\w+) = require\((["'])relay-runtime\2\)/g)) {
    const variable = binding[1]!;
    for (const read of code.matchAll(new RegExp(`(?<![\\w.$])${variable}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))) {
      names.push(read[1] === '__internal' && read[2] ? `__internal.${read[2]}` : read[1]!);
    }
    for (const read of code.matchAll(new RegExp(`(?<![\\w.$])${variable}\\$__internal\\.(\\w+)`, 'g'))) names.push(`__internal.${read[1]!}`);
  }
  return names;
}

/** The names RUNTIME_EXPORTS exports, and its internals' as `__internal.name`. */
const RUNTIME_NAMES = new Set([
  ...[...RUNTIME_EXPORTS.matchAll(/export (?:const|\{)[^;=]*/g)].flatMap((match) =>
    [...match[0].replace(/^export (const)?/, '').matchAll(/(?:as )?(\w+)(?=\s*[,}=]|\s*$)/g)].map((name) => name[1]!),
  ),
  ...[...RUNTIME_EXPORTS.slice(RUNTIME_EXPORTS.indexOf('export const __internal')).matchAll(/^ {2}(\w+)[,:]/gm)].map(
    (name) => `__internal.${name[1]!}`,
  ),
]);

const DISPATCHING_HOOK = /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]useFragmentInternal\.js$/;
const UNUSED_IMPLEMENTATION = /require\((["'])\.\/(useFragmentInternal_CURRENT)\1\)/g;

/** The modules the plugin writes in place of Relay's indexes: part of the framework every page loads. */
export function isRelayEntry(id: string): boolean {
  return id === HOOKS_ENTRY || id === RUNTIME_ENTRY;
}

const UPDATABLE_READER = /[\\/]relay-runtime[\\/]lib[\\/]mutations[\\/]readUpdatable(Query|Fragment)\.js$/;
const UPDATABLE_PROXY_REQUIRE = /require\((["'])\.\/createUpdatableProxy\1\)/;
const UPDATABLE_PROXY_LEFT_OUT =
  "{ createUpdatableProxy: function createUpdatableProxy() { throw new Error('Relay @updatable is not built in: remove it from web/build/relayForBrowsers.ts'); } }";

export function relayForBrowsers(): Plugin {
  return {
    name: 'jotpod:relay-for-browsers',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-relay/hooks') return HOOKS_ENTRY;
      return source === 'relay-runtime' ? RUNTIME_ENTRY : null;
    },
    load(id) {
      if (id === HOOKS_ENTRY) return hooksEntry;
      return id === RUNTIME_ENTRY ? RUNTIME_EXPORTS : null;
    },
    transform(code, id) {
      if (/[\\/]react-relay[\\/]lib[\\/]/.test(id)) {
        const missing = runtimeNamesRead(code).filter((name) => !RUNTIME_NAMES.has(name));
        if (missing.length > 0) this.error(`${id} reads relay-runtime's ${missing.join(', ')}: add them to RUNTIME_EXPORTS`);
      }
      if (UPDATABLE_READER.test(id)) {
        if (!UPDATABLE_PROXY_REQUIRE.test(code)) this.error(`${id} no longer requires ./createUpdatableProxy as expected`);
        return code.replace(UPDATABLE_PROXY_REQUIRE, UPDATABLE_PROXY_LEFT_OUT);
      }
      if (!id.includes('node_modules') && /@updatable\b/.test(code)) {
        this.error(`${id} uses @updatable: the build leaves Relay's updatable proxy out (web/build/relayForBrowsers.ts)`);
      }
      if (!DISPATCHING_HOOK.test(id)) return null;
      return code.replace(
        UNUSED_IMPLEMENTATION,
        (_match, _quote, name: string) =>
          `(function ${name}() { throw new Error('Relay ${name}: RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY was turned off, its implementation is not built in'); })`,
      );
    },
  };
}
