import type { IncomingMessage } from 'node:http';
import { CompiledQueries } from '../http/compiled-queries.ts';
import type { RateLimiting, Refusal } from '../limits/rate-charges.ts';
import { unexpectedErrorMasker, type ErrorMasker } from './error-masking.ts';
import { operationExecution, type ExecuteOperation } from './execution.ts';
import type { ContextSources } from './operation-context.ts';

/**
 * What every entrance to GraphQL shares (the cached visitor path, a signed-in viewer's persisted
 * query, Yoga, server rendering): what each request's context is made from, the one execution
 * (rate charge → execute → mask), the masker Yoga's own errors go through, and the least a
 * request pays when it executes nothing.
 */
export interface OperationPipeline {
  sources: ContextSources;
  execute: ExecuteOperation;
  mask: ErrorMasker;
  /** The web app's queries compiled once (../http/compiled-queries.ts), for those who run them by id. */
  compiled: CompiledQueries;
  /** null: no rate limits. */
  chargeRequest: ((req: IncomingMessage) => Promise<Refusal | null>) | null;
}

export function createOperationPipeline(sources: ContextSources, rateLimiting: RateLimiting | null): OperationPipeline {
  const compiled = new CompiledQueries();
  const mask = unexpectedErrorMasker(sources.connection.log);
  return {
    sources,
    execute: operationExecution({ charge: rateLimiting?.chargeOperation ?? null, compiled, mask }),
    mask,
    compiled,
    chargeRequest: rateLimiting ? (req) => rateLimiting.chargeRequest(req) : null,
  };
}
