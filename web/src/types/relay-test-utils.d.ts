// relay-test-utils ships Flow types only, and @types/relay-test-utils (v19) drags in
// @types/relay-runtime / @types/react-relay that fight the typings bundled with Relay 21.
// This declares the part of its API our tests use, in terms of relay-runtime's own types.
declare module 'relay-test-utils' {
  import type {
    ConcreteRequest,
    EnvironmentConfig,
    GraphQLSingularResponse,
    IEnvironment,
    OperationDescriptor,
  } from 'relay-runtime';

  export interface MockResolverContext {
    readonly name?: string | null;
    readonly alias?: string | null;
    readonly path?: readonly string[] | null;
    readonly args?: Readonly<Record<string, unknown>> | null;
    readonly parentType?: string | null;
  }

  /** Returns the (partial) fields of one object of the type it is keyed by. */
  export type MockResolver = (context: MockResolverContext, generateId: () => number) => unknown;

  export type MockResolvers = Readonly<Record<string, MockResolver>>;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      mockResolvers?: MockResolvers | null,
      options?: { readonly mockClientData?: boolean; readonly generateDeferredPayload?: boolean } | null,
    ): GraphQLSingularResponse;
  };

  type OperationResolver = (operation: OperationDescriptor) => GraphQLSingularResponse | Error | null | undefined;

  export interface MockFunctions {
    resolve(request: ConcreteRequest | OperationDescriptor, payload: GraphQLSingularResponse): void;
    reject(request: ConcreteRequest | OperationDescriptor, error: Error | string): void;
    nextValue(request: ConcreteRequest | OperationDescriptor, payload: GraphQLSingularResponse): void;
    complete(request: ConcreteRequest | OperationDescriptor): void;
    isLoading(request: ConcreteRequest | OperationDescriptor, variables: Record<string, unknown>): boolean;
    queueOperationResolver(resolver: OperationResolver): void;
    resolveMostRecentOperation(
      payload: GraphQLSingularResponse | ((operation: OperationDescriptor) => GraphQLSingularResponse),
    ): void;
    rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
    getAllOperations(): OperationDescriptor[];
    getMostRecentOperation(): OperationDescriptor;
  }

  export interface RelayMockEnvironment extends IEnvironment {
    readonly mock: MockFunctions;
  }

  export function createMockEnvironment(config?: Partial<EnvironmentConfig>): RelayMockEnvironment;
}
