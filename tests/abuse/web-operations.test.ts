import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { codesOf, graphql } from './support/requests.ts';

/** Every `extensions.code` the operation limits refuse with. */
const LIMIT_CODES = ['MAX_DEPTH_EXCEEDED', 'MAX_ALIASES_EXCEEDED', 'MAX_TOKENS_EXCEEDED', 'MAX_DIRECTIVES_EXCEEDED', 'QUERY_TOO_COMPLEX'];

const ARTIFACTS = fileURLToPath(new URL('../../web/src/__generated__/', import.meta.url));

interface Artifact {
  default: { params?: { name?: string; text?: string | null } };
}

/** The text of every operation the web app sends (relay-compiler's artifacts). */
async function webOperations(): Promise<{ name: string; text: string }[]> {
  const operations: { name: string; text: string }[] = [];
  for (const file of (await readdir(ARTIFACTS)).filter((name) => name.endsWith('.graphql.ts')).sort()) {
    const artifact = (await import(`${ARTIFACTS}${file}`)) as Artifact;
    const { name, text } = artifact.default.params ?? {};
    if (name && text) operations.push({ name, text });
  }
  return operations;
}

/**
 * The limits' defaults leave room for everything legitimate: every screen and mutation of the web
 * app at its largest page size, and the introspection query GraphiQL and other tools send.
 */
describe('the default limits', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ web: false });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('let every operation of the web app through, with every page size at its maximum of 100', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const { name, text } of operations) {
      // Other variables are missing: the operation fails after the limits, on its variables.
      const answer = await graphql(stack.url, text, { first: 100, count: 100 });
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
    const answer = await graphql(stack.url, query);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('__schema.queryType.name', 'Query');
  });
});
