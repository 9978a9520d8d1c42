import type { FastifyError, FastifyInstance } from 'fastify';
import { isStatementTimeout } from '../db/statement-timeout.ts';

/** Field name -> messages, in the order the rules were checked (Laravel's `errors` bag). */
export type FieldErrors = Record<string, string[]>;

/** An error that already knows its HTTP status and JSON body; thrown from handlers. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: { message: string; errors?: FieldErrors };

  constructor(statusCode: number, body: { message: string; errors?: FieldErrors }) {
    super(body.message);
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** Laravel model names, so the 404 body matches what the upstream contract promises. */
export type ModelName = 'Container' | 'Pod' | 'Section' | 'ListItem' | 'Jot' | 'User' | 'GlossaryTerm' | 'Page' | 'Collection' | 'CollectionItem';

export class NotFoundError extends HttpError {
  constructor(model: ModelName, key: string) {
    super(404, { message: `No query results for model [App\\Models\\${model}] ${key}` });
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldErrors) {
    super(422, { message: summarize(errors), errors });
  }
}

/** Laravel's summary: the first message, plus "(and N more error(s))" when more fields failed. */
function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/**
 * One error policy for the whole api: known errors answer their own body, Fastify's client
 * errors (bad JSON, unsupported media type, ...) keep their 4xx status with a plain message, and
 * anything else is logged and answered as an opaque 500 so no stack trace or SQL ever leaves.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A request stopped by the statement time limit (503) or by its client hanging up (499):
      // worth a line in the log, never a stack trace in the answer.
      if (error.statusCode >= 499) request.log.warn({ url: request.url }, error.message);
      return reply.code(error.statusCode).send(error.body);
    }
    // A timed-out statement outside the request guard (requestBoundDb) still answers the 503.
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'statement timeout');
      return reply.code(503).send({ message: 'The request took too long and was stopped. Please try again.' });
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.replace(/^\//, '') ?? '';
    return reply.code(404).send({ message: `The route ${path} could not be found.` });
  });
}
