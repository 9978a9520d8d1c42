// schema.graphql is the documentation clients get: every type, field, argument, input field and
// enum value in it carries a description, written in the Pothos code (bff/src/schema) and printed
// with `npm run schema:print`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, test } from 'vitest';
import { undescribedCoordinates } from './undescribed.ts';

const schemaPath = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

describe('schema.graphql descriptions', () => {
  test('every type, field, argument, input field and enum value has a description', () => {
    const missing = undescribedCoordinates(buildSchema(readFileSync(schemaPath, 'utf8')));
    expect(
      missing,
      `${missing.length} schema coordinates have no description; add one in bff/src/schema and run \`npm run schema:print\`:\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
  });
});

describe('undescribedCoordinates', () => {
  test('names each undescribed coordinate the way a client writes it', () => {
    const schema = buildSchema(/* GraphQL */ `
      type Query {
        pod(slug: String!): Pod
      }
      type Pod {
        title: String!
      }
      interface Node {
        id: ID!
      }
      union Item = Pod
      input CreateJotInput {
        title: String!
      }
      enum FeedTag {
        TRENDING
      }
      scalar File
      directive @cost(weight: Int) on FIELD_DEFINITION
    `);
    expect(undescribedCoordinates(schema).sort()).toEqual(
      [
        'Query',
        'Query.pod',
        'Query.pod(slug:)',
        'Pod',
        'Pod.title',
        'Node',
        'Node.id',
        'Item',
        'CreateJotInput',
        'CreateJotInput.title',
        'FeedTag',
        'FeedTag.TRENDING',
        'File',
        '@cost',
        '@cost(weight:)',
      ].sort(),
    );
  });

  test('a fully described schema has nothing to report; built-in scalars and directives need no description', () => {
    const schema = buildSchema(/* GraphQL */ `
      "Entry points."
      type Query {
        "A pod by slug."
        pod("Slug or numeric id." slug: String!, "Deprecated, still described." legacy: Boolean @deprecated): Int
      }
    `);
    expect(undescribedCoordinates(schema)).toEqual([]);
  });

  test('a blank description counts as missing', () => {
    const schema = buildSchema(/* GraphQL */ `
      "   "
      type Query {
        "Described."
        ok: Int
      }
    `);
    expect(undescribedCoordinates(schema)).toEqual(['Query']);
  });
});
