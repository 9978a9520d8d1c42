import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

/** The SDL committed as /schema.graphql: sorted so that moving code around never changes it. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
