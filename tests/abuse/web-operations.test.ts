import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { useAbuseStack } from './support/abuse-stack.ts';
import { codesOf, graphql } from './support/requests.ts';

/** Every `extensions.code` the operation limits refuse with. */
const LIMIT_CODES = ['MAX_DEPTH_EXCEEDED', 'MAX_ALIASES_EXCEEDED', 'MAX_TOKENS_EXCEEDED', 'MAX_DIRECTIVES_EXCEEDED', 'QUERY_TOO_COMPLEX'];

/** relay-compiler's persist file: the text of every operation the web app sends, by id. */
const PERSISTED_OPERATIONS = fileURLToPath(new URL('../../web/persisted-operations.json', import.meta.url));

/**
 * The text of every operation the web app sends. The browser sends their ids (persisted
 * operations skip the limits); the same texts sent as arbitrary operations, from GraphiQL or any
 * other client, must pass the limits too.
 */
async function webOperations(): Promise<{ name: string; text: string }[]> {
  const texts = Object.values(JSON.parse(await readFile(PERSISTED_OPERATIONS, 'utf8')) as Record<string, string>);
  return texts
    .map((text) => ({ name: getOperationAST(parse(text))?.name?.value ?? '(anonymous)', text }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The limits' defaults leave room for everything legitimate: every screen and mutation of the web
 * app at its largest page size, and the introspection query GraphiQL and other tools send.
 */
describe('the default limits', () => {
  // The operation limits are what this file tests, not the rate limits (tests/abuse and the bff's
  // own specs cover those): every operation of the app at its largest page size, one after
  // another, is more than one client's burst budget.
  const abuse = useAbuseStack({ rateLimit: false });

  it('let every operation of the web app through, with every page size at its maximum of 100', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const { name, text } of operations) {
      // Other variables are missing: the operation fails after the limits, on its variables.
      const answer = await graphql(abuse.stack.url, text, { first: 100, count: 100 });
      const codes = codesOf(answer).filter((code) => code !== undefined && LIMIT_CODES.includes(code));
      if (codes.length > 0) refused.push(`${name}: ${codes.join(', ')} (${answer.errors?.map((error) => error.message).join('; ')})`);
    }
    expect(refused).toEqual([]);
  });

  it("let GraphiQL's introspection query through", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const answer = await graphql(abuse.stack.url, query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('__schema.queryType.name', 'Query');
  });
});
