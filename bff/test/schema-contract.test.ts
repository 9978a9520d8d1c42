import { readFileSync } from 'node:fs';
import { type ASTNode, parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.ts';
import { printSortedSchema } from '../src/schema/print.ts';

describe('schema.graphql', () => {
  it('is exactly the sorted schema printed from the Pothos code (run `npm run schema:print` after schema changes)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed === printSortedSchema(schema), 'schema.graphql is out of date: run `npm run schema:print`').toBe(true);
  });

  it('keeps the names the web client queries', () => {
    // Descriptions put each described argument on a line of its own; compare signatures without them.
    const printed = print(
      visit(parse(printSortedSchema(schema)), {
        enter: (node: ASTNode) => ('description' in node && node.description ? { ...node, description: undefined } : undefined),
      }),
    );
    for (const line of [
      'container(slug: String!): Container',
      'containers(section: ContainerSection): [Container!]!',
      'pod(slug: String!): Pod',
      'marketingStories(page: String! = "home"): [MarketingStory!]!',
      'node(id: ID!): Node',
      'nodes(ids: [ID!]!): [Node]!',
      'pods(after: String, before: String, first: Int, last: Int, page: Int): ContainerPodsConnection!',
      'pageCursors: PageCursors!',
      'edges: [ContainerPodsConnectionEdge!]!',
    ]) {
      expect(printed).toContain(line);
    }
  });
});
