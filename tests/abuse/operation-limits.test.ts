import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server.ts';
import { useAbuseStack } from './support/abuse-stack.ts';
import { HOSTILE } from './support/hostile-requests.ts';
import { codesOf, feedAnswers, graphql } from './support/requests.ts';

/**
 * Arbitrary operations from anyone: whatever their shape, the bff refuses the ones that would be
 * expensive before running them (no upstream call), says which limit they hit, and keeps serving
 * everyone else.
 */
describe('operation limits on the public GraphQL endpoint', () => {
  const abuse = useAbuseStack();
  const hostile = abuse.hostile;

  it('refuses a 30-level nested connection query (MAX_DEPTH_EXCEEDED), before calling the api', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.deepNesting.send(abuse.stack.url));
    expect(codesOf(answer)).toContain('MAX_DEPTH_EXCEEDED');
    expect(answer.data ?? null).toBeNull();
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses 200 aliases of the feed (MAX_ALIASES_EXCEEDED), before calling the api', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.aliasFlood.send(abuse.stack.url));
    expect(codesOf(answer)).toContain('MAX_ALIASES_EXCEEDED');
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('stops parsing a flood of tokens (MAX_TOKENS_EXCEEDED)', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.tokenFlood.send(abuse.stack.url));
    expect(codesOf(answer)).toEqual(['MAX_TOKENS_EXCEEDED']);
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses a flood of directives (MAX_DIRECTIVES_EXCEEDED)', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.directiveFlood.send(abuse.stack.url));
    expect(codesOf(answer)).toContain('MAX_DIRECTIVES_EXCEEDED');
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('costs a connection inside a connection by the product of their page sizes (QUERY_TOO_COMPLEX)', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.costBomb.send(abuse.stack.url));
    expect(codesOf(answer)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('costs page sizes given as variables, and the default page size when `first` is omitted', async () => {
    const query = 'query Nested($outer: Int, $inner: Int) { feed(tag: TRENDING, first: $outer) { edges { node { ... on Pod { jots(first: $inner) { edges { node { id title } } } } } } } }';
    const bomb = await hostile(() => graphql(abuse.stack.url, query, { outer: 100, inner: 100 }));
    expect(codesOf(bomb.answer)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(bomb.apiRequests).toBe(0);

    // Omitted: the feed's 21 pods × a pod's 12 jots, an ordinary screen's worth.
    const defaults = await graphql(abuse.stack.url, query);
    expect(defaults.errors).toBeUndefined();
    expect(defaults.data).toHaveProperty('feed.edges');
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses introspection that expands the schema inside itself, fragments included', async () => {
    // Every type's fields' types' fields' types' fields: the schema's size to the third power.
    // graphql-js' own MaxIntrospectionDepthRule refuses it: the cost rule cannot see the schema's size.
    const inline = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    const viaFragments = `{ __schema { types { ...Members } } }
      fragment Members on __Type { fields { type { ...Nested } } }
      fragment Nested on __Type { fields { type { ...Leaf } } }
      fragment Leaf on __Type { fields { name } }`;
    for (const query of [inline, viaFragments]) {
      const { answer, apiRequests } = await hostile(() => graphql(abuse.stack.url, query));
      expect(answer.errors?.map((error) => error.message)).toEqual(['Maximum introspection depth exceeded']);
      expect(codesOf(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(apiRequests).toBe(0);
    }
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses a JSON array of operations (BATCHING_NOT_SUPPORTED), before calling the api', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.batch.send(abuse.stack.url));
    expect(answer.status).toBe(400);
    expect(codesOf(answer)).toEqual(['BATCHING_NOT_SUPPORTED']);
    expect(answer.errors?.[0]?.message).toMatch(/one operation per request/);
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('does not suggest field names to strangers in production', async () => {
    const answer = await graphql(abuse.stack.url, '{ feeds(tag: PERSONAL) { totalCount } }');
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "feeds"/);
    expect(answer.errors?.map((error) => error.message).join(' ')).not.toMatch(/Did you mean/);
  });

  describe('with limits given to startBff', () => {
    let strict: RunningBff;

    beforeAll(async () => {
      strict = await startBff({
        upstreamUrl: abuse.stack.apiUrl,
        production: true,
        sessionSecret: randomBytes(32).toString('base64url'),
        limits: { maxDepth: 3, maxAliases: 1, maxCost: 50 },
      });
    });

    afterAll(async () => {
      await strict?.close();
    });

    it('refuses what the defaults allow', async () => {
      const fourDeep = '{ feed(tag: PERSONAL, first: 3) { edges { node { __typename } } } }';
      expect(codesOf(await graphql(strict.url, fourDeep))).toEqual(['MAX_DEPTH_EXCEEDED']);
      const twoAliases = '{ a: feed(tag: PERSONAL, first: 1) { totalCount } b: feed(tag: NEW, first: 1) { totalCount } }';
      expect(codesOf(await graphql(strict.url, twoAliases))).toEqual(['MAX_ALIASES_EXCEEDED']);
      expect(codesOf(await graphql(strict.url, '{ feed(tag: PERSONAL, first: 60) { totalCount } }'))).toEqual(['QUERY_TOO_COMPLEX']);
      expect(await feedAnswers(abuse.stack.url)).toBe(true);
    });
  });
});
