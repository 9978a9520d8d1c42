import { readFileSync } from 'node:fs';
import {
  astFromValue,
  Kind,
  parse,
  print,
  isEnumType,
  isObjectType,
  isUnionType,
  type FieldDefinitionNode,
  type GraphQLField,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.ts';

/**
 * docs/schema-browse.graphql is the target the web screens are written against: every type,
 * field, argument (with its default), enum value and union member it names must exist as written.
 */
const target = parse(readFileSync(new URL('../../docs/schema-browse.graphql', import.meta.url), 'utf8'));

function argsOf(field: GraphQLField<unknown, unknown>): Record<string, string> {
  return Object.fromEntries(
    field.args.map((arg) => {
      const defaultValue = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type);
      return [arg.name, `${String(arg.type)}${defaultValue ? ` = ${print(defaultValue)}` : ''}`];
    }),
  );
}

function expectedArgs(node: FieldDefinitionNode): Record<string, string> {
  return Object.fromEntries(
    (node.arguments ?? []).map((arg) => [arg.name.value, `${print(arg.type)}${arg.defaultValue ? ` = ${print(arg.defaultValue)}` : ''}`]),
  );
}

describe('docs/schema-browse.graphql (the Browse target)', () => {
  for (const definition of target.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) {
      const name = definition.name.value;
      it(`${name} has every target field with its type and arguments`, () => {
        const type = schema.getType(name);
        if (!isObjectType(type)) throw new Error(`${name} is not an object type in the schema`);
        if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
          expect(type.getInterfaces().map((i) => i.name)).toEqual((definition.interfaces ?? []).map((i) => i.name.value));
        }
        const fields = type.getFields();
        for (const node of definition.fields ?? []) {
          const field = fields[node.name.value];
          expect(field, `${name}.${node.name.value}`).toBeDefined();
          if (!field) continue;
          expect(String(field.type), `${name}.${node.name.value}`).toBe(print(node.type));
          // Extra arguments would be allowed; the target's must all be there, with their defaults.
          expect(argsOf(field), `${name}.${node.name.value} arguments`).toMatchObject(expectedArgs(node));
        }
      });
    } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      const name = definition.name.value;
      it(`enum ${name} has exactly the target values`, () => {
        const type = schema.getType(name);
        if (!isEnumType(type)) throw new Error(`${name} is not an enum in the schema`);
        expect(type.getValues().map((v) => v.name).sort()).toEqual((definition.values ?? []).map((v) => v.name.value).sort());
      });
    } else if (definition.kind === Kind.UNION_TYPE_DEFINITION) {
      const name = definition.name.value;
      it(`union ${name} has exactly the target members`, () => {
        const type = schema.getType(name);
        if (!isUnionType(type)) throw new Error(`${name} is not a union in the schema`);
        expect(type.getTypes().map((t) => t.name).sort()).toEqual((definition.types ?? []).map((t) => t.name.value).sort());
      });
    }
  }
});
