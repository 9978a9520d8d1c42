// GraphiQL at /graphql, as a developer exploring the api uses it: it loads with no network beyond
// the site (every other request is blocked and recorded: none may be attempted), under its own
// Content-Security-Policy without a violation, opens with the main screens' example operations,
// runs one against the real stack and shows its result, and browses the schema's documentation.
import type { Page } from 'playwright-core';
import { recordCspViolations } from '../support/csp-violations.ts';
import { describe, test as e2e, expect } from '../support/e2e.ts';

/** Lets requests to the stack through and aborts (and records) any other. */
async function onlyTheStack(page: Page, stackUrl: string): Promise<string[]> {
  const attempted: string[] = [];
  const origin = new URL(stackUrl).origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    attempted.push(url);
    return route.abort('blockedbyclient');
  });
  return attempted;
}

describe('GraphiQL', () => {
  e2e('runs an example query and browses the schema, offline and within its policy', async ({ page, stack, at }) => {
    const elsewhere = await onlyTheStack(page, stack.url);
    const violations = await recordCspViolations(page);
    const { pods } = await stack.graphql<{ pods: { edges: { node: { name: string } }[] } }>(
      '{ pods: feed(tag: TRENDING, first: 1) { edges { node { ... on Pod { name } } } } }',
    );
    const firstPod = pods.edges[0]?.node.name;
    expect(firstPod).toBeTruthy();

    await page.goto(at('/graphql'));
    // The example operations of the main screens, one tab each.
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect((await tabs.allInnerTexts()).map((text) => text.trim())).toEqual(['Feed', 'Pod', 'Jot', 'Search']);

    // The first tab (the feed) runs against the stack: its answer names the trending pods.
    await page.getByRole('button', { name: /Execute query/ }).click();
    const response = page.locator('.graphiql-response');
    await response.getByText(firstPod!, { exact: false }).first().waitFor();
    expect(await response.innerText()).toContain('"totalCount"');

    // The documentation explorer: from the root types to the Query type and its fields.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByText('Root Types').waitFor();
    await docs.getByRole('link', { name: 'Query', exact: true }).first().click();
    await docs.locator('.graphiql-doc-explorer-title', { hasText: 'Query' }).waitFor();
    await docs.getByRole('link', { name: 'feed', exact: true }).first().waitFor();

    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
  });
});
