import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PodJson } from '@jotpod/api/contract';
import { contextCacheSymbol, createContextCache } from '@pothos/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, releaseRequestCaches } from '../src/context.ts';
import { notificationBus } from '../src/notifications/bus.ts';
import { inProcessTransport } from '../src/notifications/transport.ts';
import { PodRef } from '../src/schema/browse/node-refs.ts';
import { createSearchClient } from '../src/search/rest-search-client.ts';
import { Cancellation } from '../src/upstream/cancellation.ts';
import { RefreshCoordinator } from '../src/session/refresh-coordinator.ts';
import { RequestSession } from '../src/session/request-session.ts';
import { connectUpstream } from '../src/upstream/connection.ts';
import { UpstreamUnavailableError } from '../src/upstream/errors.ts';
import { OAuthEndpoint } from '../src/upstream/oauth.ts';

// Nothing listens on port 9 of the loopback: a call that goes upstream fails at once.
const nowhere = connectUpstream({ url: 'http://127.0.0.1:9', log: () => {} });
afterAll(() => nowhere.close());

function requestContext() {
  return createContext(nowhere, {
    session: new RequestSession({ tokens: null, bearer: null, cookieWasSent: false }, new RefreshCoordinator(async () => null)),
    oauth: new OAuthEndpoint(nowhere, null),
    clientAddress: '127.0.0.1',
    searchClient: createSearchClient({ url: 'http://127.0.0.1:9', dispatcher: nowhere.dispatcher, log: () => {} }),
    cancellation: new Cancellation(),
    notificationBus: notificationBus(inProcessTransport()),
    pushDeadlineMs: 1_000,
  });
}

const pod = { id: 7, slug: 'oil-painting', name: 'Oil Painting' } as PodJson;

describe("a request's caches, once its answer is written", () => {
  it('while the request runs, a record it has seen is answered from its loader, with no call', async () => {
    const context = requestContext();
    PodRef.getDataloader(context).prime(7, pod);
    await expect(PodRef.getDataloader(context).load(7)).resolves.toBe(pod);
    expect(context.upstream.requestCount).toBe(0);
  });

  it('released, the loaders keep none of its records: the same record asked again would be a call', async () => {
    const context = requestContext();
    PodRef.getDataloader(context).prime(7, pod);
    releaseRequestCaches(context);
    await expect(PodRef.getDataloader(context).load(7)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(context.upstream.requestCount).toBe(1);
  });
});

/** What the request's cache object holds: the entries of Pothos' caches for this request. */
function entriesOn(context: object): unknown[] {
  const holder = (context as Record<symbol, object>)[contextCacheSymbol] ?? context;
  const entries = (holder as Record<symbol, unknown>)[Symbol.for('Jotpod.contextCacheEntries')];
  return entries instanceof Map ? [...entries.values()] : [];
}

describe("where a request's caches live", () => {
  it('on its own context, so they die young with it instead of in a process-wide WeakMap', () => {
    const context = requestContext();
    const loader = PodRef.getDataloader(context);
    expect(entriesOn(context)).toContain(loader);
    expect(PodRef.getDataloader(context)).toBe(loader);
  });

  it('each cache its own entry, kept also when the entry is undefined', () => {
    const made: string[] = [];
    const first = createContextCache(() => made.push('first') && undefined);
    const second = createContextCache(() => (made.push('second'), 'second'));
    const context = {};
    expect([first(context), second(context), first(context), second(context)]).toEqual([undefined, 'second', undefined, 'second']);
    expect(made).toEqual(['first', 'second']);
    second.delete(context);
    expect(second(context)).toBe('second');
    expect(made).toEqual(['first', 'second', 'second']);
  });

  it('never shared by two requests, and not by a copy of a context', () => {
    const first = requestContext();
    const second = requestContext();
    expect(PodRef.getDataloader(second)).not.toBe(PodRef.getDataloader(first));

    const cached = createContextCache(() => ({}));
    const context = {};
    expect(cached({ ...context })).not.toBe(cached(context));
  });

  it('on a context that cannot take properties too', () => {
    const cached = createContextCache(() => ({}));
    const frozen = Object.freeze({});
    expect(cached(frozen)).toBe(cached(frozen));
    cached.delete(frozen);
    expect(entriesOn(frozen)).toEqual([]);
  });
});

interface DependencyPatch {
  name: string;
  packageName: string;
  version: string;
  files: string[];
  replace: string;
  supersedes?: string[];
  with: string;
}
type ApplyDependencyPatches = (root: string, patches?: DependencyPatch[]) => { file: string; outcome: string }[];

describe('the patch that puts them there', async () => {
  const script = fileURLToPath(new URL('../../scripts/dependency-patches.mjs', import.meta.url));
  const { applyDependencyPatches, dependencyPatches } = (await import(script)) as { applyDependencyPatches: ApplyDependencyPatches; dependencyPatches: DependencyPatch[] };
  const [pothos] = dependencyPatches;

  /** A node_modules holding the package at `version`, its files as Pothos ships them. */
  function installed(version: string): string {
    const root = mkdtempSync(join(tmpdir(), 'jotpod-patches-'));
    const packageDir = join(root, 'node_modules', '@pothos', 'core');
    for (const file of pothos!.files) {
      mkdirSync(join(packageDir, file, '..'), { recursive: true });
      writeFileSync(join(packageDir, file), `export function createContextCache(create) {\n${pothos!.replace}\n    return getOrCreate;\n}\n`);
    }
    writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ name: '@pothos/core', version }));
    return root;
  }

  it('is applied to the installed Pothos', () => {
    expect(applyDependencyPatches(fileURLToPath(new URL('../..', import.meta.url)), [pothos!]).map((one) => one.outcome)).toEqual(['already patched', 'already patched']);
  });

  it('patches each file once; applied again, it changes nothing', () => {
    const root = installed(pothos!.version);
    try {
      expect(applyDependencyPatches(root, [pothos!]).map((one) => one.outcome)).toEqual(['patched', 'patched']);
      const patched = readFileSync(join(root, 'node_modules/@pothos/core', pothos!.files[0]!), 'utf8');
      expect(applyDependencyPatches(root, [pothos!]).map((one) => one.outcome)).toEqual(['already patched', 'already patched']);
      expect(readFileSync(join(root, 'node_modules/@pothos/core', pothos!.files[0]!), 'utf8')).toBe(patched);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('brings a file patched by an earlier version of the patch up to date', () => {
    const root = installed(pothos!.version);
    try {
      for (const file of pothos!.files) {
        const path = join(root, 'node_modules/@pothos/core', file);
        writeFileSync(path, readFileSync(path, 'utf8').replace(pothos!.replace, pothos!.supersedes![0]!));
      }
      expect(applyDependencyPatches(root, [pothos!]).map((one) => one.outcome)).toEqual(['patched', 'patched']);
      const patched = readFileSync(join(root, 'node_modules/@pothos/core', pothos!.files[0]!), 'utf8');
      expect(patched).toContain(pothos!.with);
      expect(patched).not.toContain(pothos!.supersedes![0]!);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses another version of the package, or a file that changed, and says what to do', () => {
    const upgraded = installed('4.99.0');
    const changed = installed(pothos!.version);
    writeFileSync(join(changed, 'node_modules/@pothos/core', pothos!.files[0]!), 'export function createContextCache() {}\n');
    try {
      expect(() => applyDependencyPatches(upgraded, [pothos!])).toThrow(/@pothos\/core is 4\.99\.0, but the patch .* was written for 4\.15\.1/);
      expect(() => applyDependencyPatches(changed, [pothos!])).toThrow(/does not hold the text the patch .* replaces/);
    } finally {
      rmSync(upgraded, { recursive: true, force: true });
      rmSync(changed, { recursive: true, force: true });
    }
  });

  it('leaves an install without the package alone (the api has no Pothos)', () => {
    const root = mkdtempSync(join(tmpdir(), 'jotpod-patches-'));
    try {
      expect(applyDependencyPatches(root, [pothos!]).map((one) => one.outcome)).toEqual(['not installed']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
