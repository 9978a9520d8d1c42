import {
  getArgumentValues,
  getNullableType,
  GraphQLError,
  isListType,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
  getVariableValues,
} from 'graphql';

export interface QueryCostOptions {
  maxCost: number;
  /** Page size of a list with neither `first`/`last` nor a schema default for them. */
  defaultListSize: number;
  /** The request's variables, already coerced (page sizes are often `$first`). */
  variables: Readonly<Record<string, unknown>>;
  /** The operation that runs; every operation of the document when absent. */
  operationName?: string | null | undefined;
  /** Told the cost of each operation it measures (rate limits spend it from the client's budget). */
  onCost?: (cost: number) => void;
}

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** A definition's fields, and the fragments it spreads with the list factor at each spread. */
interface DefinitionCost {
  own: number;
  spreads: { name: string; factor: number }[];
}

/**
 * The cost rule: every field costs 1, multiplied by the page sizes of all the lists around it, so
 * `jots(first: 100) { edges { node { pod { jots(first: 100) { ... } } } } }` costs what it would
 * fetch (100 × 100 × its fields) rather than its length. A connection's size is its `first` or
 * `last` (their default in the schema when omitted, else `defaultListSize`); the `edges` of a
 * connection are that same page, not another list; any other list counts `defaultListSize`.
 * Fragments are costed once and multiplied at every spread. It runs through graphql's `validate`,
 * whose ValidationContext tracks each field's definition (TypeInfo) as the document is visited.
 */
export function queryCostRule(options: QueryCostOptions): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const operations: { node: OperationDefinitionNode; cost: DefinitionCost }[] = [];
    const fragments = new Map<string, DefinitionCost>();
    let current: DefinitionCost = { own: 0, spreads: [] };
    const factors: number[] = [1];
    const factor = (): number => factors[factors.length - 1] ?? 1;

    return {
      OperationDefinition: {
        enter(node) {
          current = { own: 0, spreads: [] };
          operations.push({ node, cost: current });
          factors.length = 1;
        },
      },
      FragmentDefinition: {
        enter(node) {
          current = { own: 0, spreads: [] };
          fragments.set(node.name.value, current);
          factors.length = 1;
        },
      },
      Field: {
        enter(node) {
          current.own += factor();
          const parent = context.getParentType();
          const definition = context.getFieldDef();
          const size = definition ? listSize(definition, node, parent?.name ?? '', options) : 1;
          factors.push(factor() * size);
        },
        leave() {
          factors.pop();
        },
      },
      FragmentSpread(node) {
        current.spreads.push({ name: node.name.value, factor: factor() });
      },
      Document: {
        leave() {
          const totals = new Map<string, number>();
          const totalOf = (cost: DefinitionCost, path: ReadonlySet<string>): number => {
            let total = cost.own;
            for (const spread of cost.spreads) {
              // A fragment cycle is another rule's error; count it once here.
              if (path.has(spread.name)) continue;
              let fragmentTotal = totals.get(spread.name);
              if (fragmentTotal === undefined) {
                const fragment = fragments.get(spread.name);
                fragmentTotal = fragment ? totalOf(fragment, new Set([...path, spread.name])) : 0;
                totals.set(spread.name, fragmentTotal);
              }
              total += spread.factor * fragmentTotal;
            }
            return total;
          };
          for (const operation of operations) {
            if (options.operationName && operation.node.name?.value !== options.operationName) continue;
            const cost = totalOf(operation.cost, new Set());
            options.onCost?.(cost);
            if (cost > options.maxCost) {
              // Page sizes multiply: a long enough chain overflows to Infinity, reported as null.
              const found = Number.isFinite(cost) ? cost : null;
              context.reportError(
                new GraphQLError(`Query cost limit of ${options.maxCost} exceeded, found ${found ?? 'more than can be counted'}.`, {
                  nodes: [operation.node],
                  extensions: { code: QUERY_TOO_COMPLEX, cost: found, limit: options.maxCost },
                }),
              );
            }
          }
        },
      },
    };
  };
}

/** How many times the selection under this field is fetched. */
function listSize(field: GraphQLField<unknown, unknown>, node: FieldNode, parentTypeName: string, options: QueryCostOptions): number {
  const paged = field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
  if (paged) {
    const size = pageSizeArgument(field, node, options.variables);
    return size ?? options.defaultListSize;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  // A connection's edges are the page its `first`/`last` already counted.
  if (parentTypeName.endsWith('Connection') && (field.name === 'edges' || field.name === 'nodes')) return 1;
  return options.defaultListSize;
}

/** `first`, else `last`, with the schema's default applied; null when neither is known. */
function pageSizeArgument(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Readonly<Record<string, unknown>>): number | null {
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(field, node, variables);
  } catch {
    // An invalid argument fails validation or execution on its own; cost it as unknown.
    return null;
  }
  const size = typeof values.first === 'number' ? values.first : typeof values.last === 'number' ? values.last : null;
  return size === null ? null : Math.max(0, size);
}

/**
 * The variables as execution will see them (defaults applied), for costing page sizes given as
 * `$first`. Each is coerced on its own, so one invalid or missing variable (execution refuses it
 * with its own error) does not hide the others.
 */
export function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
  inputs: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const coerced: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    const result = getVariableValues(schema, [definition], inputs ?? {}, { maxErrors: 1 });
    if ('coerced' in result && result.coerced) Object.assign(coerced, result.coerced);
  }
  return coerced;
}
