import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInputObjectType,
  isListType,
  Kind,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { coercedVariables, queryCostRule } from './query-cost.ts';
import type { RequestLimits } from './request-limits.ts';

/** `extensions.code` of each refusal, so clients can tell which limit they hit. */
export const LIMIT_CODES = {
  depth: 'MAX_DEPTH_EXCEEDED',
  aliases: 'MAX_ALIASES_EXCEEDED',
  tokens: 'MAX_TOKENS_EXCEEDED',
  directives: 'MAX_DIRECTIVES_EXCEEDED',
  uploadOperation: 'UPLOAD_OPERATION_REQUIRED',
} as const;

/**
 * The checks every operation passes before it runs: graphql-armor's depth, alias, token and
 * directive limits (fragments flattened, so Relay's fragment-heavy queries are measured by the
 * fields they select), our cost rule (armor's cost limit ignores page sizes), and, in
 * production, no "Did you mean ...?" suggestions that would map the schema for a stranger.
 * Introspection that expands types inside types is refused by graphql-js' own standard rule
 * (MaxIntrospectionDepthRule): page sizes cannot measure the schema's size.
 */
export function operationLimitsPlugins(limits: RequestLimits, production: boolean): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: false, ...reportAs(LIMIT_CODES.depth) },
    maxAliases: { n: limits.maxAliases, ...reportAs(LIMIT_CODES.aliases) },
    maxDirectives: { n: limits.maxDirectives, ...reportAs(LIMIT_CODES.directives) },
    // Parsing happens outside validation (no context to report to): the coded error is thrown.
    maxTokens: {
      n: limits.maxTokens,
      onReject: [
        (_context, error) => {
          throw coded(error, LIMIT_CODES.tokens);
        },
      ],
    },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
  // Without a cost limit (persisted operations) the rule could refuse nothing: it is not run.
  return [armor, ...(Number.isFinite(limits.maxCost) ? [queryCostPlugin(limits)] : []), uploadOperationsOnly()];
}

/** Armor's validation rules throw a bare "Syntax Error: ..."; report a coded error instead. */
function reportAs(code: string) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(coded(error, code))],
  };
}

function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code } });
}

/**
 * The cost rule runs once the variables are known (page sizes are usually `$first`), right before
 * execution, so a refused operation makes no upstream call.
 */
function queryCostPlugin(limits: RequestLimits): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = selectedOperation(args.document, args.operationName);
      const rule = queryCostRule({
        maxCost: limits.maxCost,
        defaultListSize: limits.defaultListSize,
        variables: coercedVariables(args.schema, operation, args.variableValues),
        operationName: operation?.name?.value,
      });
      const errors = validate(args.schema, args.document, [rule]);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}

/**
 * Multipart requests exist for uploads only: the operation must be a mutation whose every root
 * field takes a file. (The HTTP layer has already refused multipart bodies without a session.)
 */
function uploadOperationsOnly(): Plugin {
  const uploadFields = new WeakMap<GraphQLSchema, ReadonlySet<string>>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request?.headers.get('content-type')?.toLowerCase().startsWith('multipart/')) return;
      let allowed = uploadFields.get(args.schema);
      if (!allowed) {
        allowed = mutationsTakingFiles(args.schema);
        uploadFields.set(args.schema, allowed);
      }
      const operation = selectedOperation(args.document, args.operationName);
      const rootFields = operation?.selectionSet.selections ?? [];
      const onlyUploads =
        operation?.operation === 'mutation' &&
        rootFields.length > 0 &&
        rootFields.every((selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || allowed.has(selection.name.value)));
      if (onlyUploads) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError('Multipart requests are accepted for file-upload mutations only; send other operations as JSON.', {
            extensions: { code: LIMIT_CODES.uploadOperation },
          }),
        ],
      });
    },
  };
}

/** Mutation fields with a `File` somewhere in their arguments. */
function mutationsTakingFiles(schema: GraphQLSchema): ReadonlySet<string> {
  const names = new Set<string>();
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    if (field.args.some((arg) => takesFile(arg.type, new Set()))) names.add(field.name);
  }
  return names;
}

function takesFile(type: GraphQLInputType, seen: Set<string>): boolean {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return takesFile(nullable.ofType, seen);
  const named = getNamedType(type);
  if (named.name === 'File') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => takesFile(field.type, seen));
}

export function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}
