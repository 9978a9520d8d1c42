// Finds what a schema leaves undescribed. schema.graphql is the only documentation a client of
// the bff gets (GraphiQL, editors, codegen all read the descriptions), so every coordinate a
// client can name must say what it means: types (objects, interfaces, unions, inputs, enums,
// custom scalars), fields, arguments, input fields and enum values.
import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
} from 'graphql';

/** Blank or whitespace-only counts as missing: it documents nothing. */
const isDescribed = (description: string | null | undefined) => (description ?? '').trim() !== '';

/**
 * The schema coordinates (`Jot`, `Jot.title`, `Query.pod(slug:)`, `FeedTag.TRENDING`,
 * `CreateJotInput.title`) that have no description, in schema order.
 *
 * Introspection types (`__Schema` & co) and the built-in scalars (`String`, `Int`, ...) are
 * skipped: the GraphQL spec describes them, and they are not printed in schema.graphql.
 */
export function undescribedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) if (!isDescribed(arg.description)) missing.push(`${owner}(${arg.name}:)`);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!isDescribed(type.description)) missing.push(type.name);

    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        if (!isDescribed(field.description)) missing.push(coordinate);
        checkArgs(coordinate, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!isDescribed(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!isDescribed(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }

  for (const directive of schema.getDirectives()) {
    // Built-in directives (@skip, @include, @deprecated, ...) are described by the spec.
    if (isSpecifiedDirective(directive)) continue;
    if (!isDescribed(directive.description)) missing.push(`@${directive.name}`);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return missing;
}
