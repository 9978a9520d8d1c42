import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { Refusal } from '../limits/rate-charges.ts';
import type { ExecuteOperation } from './execution.ts';

export interface YogaExecutionOptions {
  /** Rate charge → execute → mask (./execution.ts), as every other entrance runs an operation. */
  execute: ExecuteOperation;
  /** The least a request pays when it executes nothing; null: no rate limits. */
  chargeRequest: ((req: IncomingMessage) => Promise<Refusal | null>) | null;
}

/**
 * Yoga's requests run their operations through the pipeline's one execution. Yoga keeps what it
 * does best around it (GraphiQL, operation text and its limits, uploads, server-sent events, the
 * response cache), and its execution becomes ./execution.ts: the same charge, executor and
 * masking as a viewer's persisted query or a server-rendered page.
 *
 * Listed before the response cache: the cache wraps the execute function it is handed, so an
 * answer it holds runs nothing and pays only the least a request costs, like the hit path's.
 * Operation text is never compiled (code is generated per document), and neither is a document
 * the cache has rewritten to learn which entities its answer holds.
 */
export function yogaExecution(options: YogaExecutionOptions): Plugin<Context> {
  const executed = new WeakSet<Request>();
  return {
    onExecute({ args: sent, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const context = args.contextValue as Context & { request?: Request; req?: IncomingMessage };
        if (context.request) executed.add(context.request);
        const { result } = await options.execute({
          document: args.document,
          operationName: args.operationName ?? undefined,
          variables: (args.variableValues ?? {}) as Record<string, unknown>,
          context,
          payer: { ...(context.req ? { req: context.req } : {}), session: context.session },
          compiled: null,
          ...(sent.document === args.document ? {} : { sentDocument: sent.document }),
          signal: (args as { signal?: AbortSignal }).signal,
        });
        return result;
      });
    },
    async onResultProcess({ request, setResult, serverContext }) {
      const { chargeRequest } = options;
      if (!chargeRequest || executed.has(request)) return;
      const req = (serverContext as { req?: IncomingMessage }).req;
      const refusal = req ? await chargeRequest(req) : null;
      if (refusal) setResult(refusal.result);
    },
  };
}
