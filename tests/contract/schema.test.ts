// Contract checks on schema.graphql, the file relay-compiler and every client read. The bff
// prints it from code (`npm run schema:print`; `npm test` fails when it is stale); these tests
// hold the printed schema to its conventions (Relay ids and connections, page-size caps), so a convention break fails here with
// the offending type and field named, instead of surfacing later as a Relay store bug.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type GraphQLField,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  validateSchema,
} from 'graphql';
import { beforeAll, describe, expect, test } from 'vitest';

const schemaPath = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
/** Relay's connection spec allows any page size; ours caps `first` at 100. */
const maxPageSize = 100;

let schema: GraphQLSchema;

beforeAll(() => {
  schema = buildSchema(readFileSync(schemaPath, 'utf8'));
});

/** User-defined object types (no __Schema & co). */
function objectTypes(): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );
}

/** Every field of every object type, as [owner, field]. */
function allFields(): [GraphQLObjectType, GraphQLField<unknown, unknown>][] {
  return objectTypes().flatMap((type) => Object.values(type.getFields()).map((field) => [type, field] as const)) as [
    GraphQLObjectType,
    GraphQLField<unknown, unknown>,
  ][];
}

const isConnectionName = (name: string) => name.endsWith('Connection');

describe('schema.graphql', () => {
  test('parses and is a valid schema', () => {
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
    expect(schema.getQueryType()?.name).toBe('Query');
  });

  test('has the Relay Node interface with `id: ID!` and the node/nodes root fields', () => {
    const node = schema.getType('Node');
    expect(node).toBeInstanceOf(GraphQLInterfaceType);
    expect(String((node as GraphQLInterfaceType).getFields().id?.type)).toBe('ID!');
    const query = schema.getQueryType()!.getFields();
    expect(String(query.node?.type)).toBe('Node');
    expect(query.node?.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['id: ID!']);
    expect(String(query.nodes?.type)).toBe('[Node]!');
    expect(query.nodes?.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual(['ids: [ID!]!']);
  });

  test('every type implementing Node has `id: ID!`', () => {
    const implementers = objectTypes().filter((type) => type.getInterfaces().some((i) => i.name === 'Node'));
    expect(implementers.length).toBeGreaterThan(0);
    const wrong = implementers
      .filter((type) => String(type.getFields().id?.type) !== 'ID!')
      .map((type) => `${type.name}.id is ${String(type.getFields().id?.type ?? 'missing')}`);
    expect(wrong).toEqual([]);
  });

  // Upload receipts that are not entities yet: a pending image exists only until the next
  // createJot/updateJot claims it (by databaseId in `imageIds`) and has no read endpoint to refetch.
  const NOT_YET_ENTITIES = new Set(['PendingJotImage']);

  test('every entity (a type with a databaseId) is a Node, so Relay can refetch and normalize it', () => {
    const notNodes = objectTypes()
      .filter((type) => 'databaseId' in type.getFields() && !NOT_YET_ENTITIES.has(type.name))
      .filter((type) => !type.getInterfaces().some((i) => i.name === 'Node'))
      .map((type) => type.name);
    expect(notNodes).toEqual([]);
  });

  test('every connection has edges, pageInfo and totalCount; every edge has cursor and node', () => {
    const problems: string[] = [];
    const connections = objectTypes().filter((type) => isConnectionName(type.name));
    for (const connection of connections) {
      const fields = connection.getFields();
      if (String(fields.totalCount?.type) !== 'Int!') {
        problems.push(`${connection.name}.totalCount must be Int! (is ${String(fields.totalCount?.type ?? 'missing')})`);
      }
      if (String(fields.pageInfo?.type) !== 'PageInfo!') {
        problems.push(`${connection.name}.pageInfo must be PageInfo! (is ${String(fields.pageInfo?.type ?? 'missing')})`);
      }
      if (fields.pageCursors && String(fields.pageCursors.type) !== 'PageCursors!') {
        problems.push(`${connection.name}.pageCursors must be PageCursors! (is ${String(fields.pageCursors.type)})`);
      }
      const edges = fields.edges;
      if (!edges || !/^\[\w+!\]!$/.test(String(edges.type))) {
        problems.push(`${connection.name}.edges must be [Edge!]! (is ${String(edges?.type ?? 'missing')})`);
        continue;
      }
      const edge = getNamedType(edges.type);
      if (!isObjectType(edge)) {
        problems.push(`${connection.name}.edges is not a list of object types`);
        continue;
      }
      const edgeFields = edge.getFields();
      if (String(edgeFields.cursor?.type) !== 'String!') problems.push(`${edge.name}.cursor must be String!`);
      if (!edgeFields.node || !isNonNullType(edgeFields.node.type)) problems.push(`${edge.name}.node must be non-null`);
    }
    expect(problems).toEqual([]);
  });

  test('connection fields take first/after (and last/before) with sane page-size defaults', () => {
    const problems: string[] = [];
    for (const [owner, field] of allFields()) {
      if (!isConnectionName(getNamedType(field.type).name)) continue;
      const where = `${owner.name}.${field.name}`;
      const args = new Map(field.args.map((arg) => [arg.name, arg]));
      const first = args.get('first');
      if (!first) {
        problems.push(`${where} has no \`first\` argument`);
      } else {
        // Nullable, so a client may omit it and get the screen's default page size.
        if (String(first.type) !== 'Int') problems.push(`${where}(first:) must be Int (is ${String(first.type)})`);
        const value = first.defaultValue;
        if (value !== undefined && (typeof value !== 'number' || value < 1 || value > maxPageSize)) {
          problems.push(`${where}(first:) default ${JSON.stringify(value)} is outside 1..${maxPageSize}`);
        }
      }
      if (String(args.get('after')?.type) !== 'String') problems.push(`${where}(after:) must be String`);
      const last = args.get('last');
      if (last && String(last.type) !== 'Int') problems.push(`${where}(last:) must be Int`);
      if (last && last.defaultValue !== undefined) problems.push(`${where}(last:) must not have a default (it would override first)`);
      const before = args.get('before');
      if (before && String(before.type) !== 'String') problems.push(`${where}(before:) must be String`);
    }
    expect(problems).toEqual([]);
  });

  test('names follow GraphQL style: PascalCase types, camelCase fields and arguments, SCREAMING_CASE enum values', () => {
    const problems: string[] = [];
    const pascal = /^[A-Z][A-Za-z0-9]*$/;
    const camel = /^[a-z][A-Za-z0-9]*$/;
    const screaming = /^[A-Z][A-Z0-9_]*$/;
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!pascal.test(type.name)) problems.push(`type ${type.name}`);
      if (type instanceof GraphQLEnumType) {
        for (const value of type.getValues()) if (!screaming.test(value.name)) problems.push(`enum value ${type.name}.${value.name}`);
      }
      if (
        type instanceof GraphQLObjectType ||
        type instanceof GraphQLInterfaceType ||
        type instanceof GraphQLInputObjectType
      ) {
        for (const field of Object.values(type.getFields())) {
          if (!camel.test(field.name)) problems.push(`field ${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!camel.test(arg.name)) problems.push(`argument ${type.name}.${field.name}(${arg.name}:)`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
