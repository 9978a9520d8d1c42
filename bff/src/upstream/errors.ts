import { GraphQLError } from 'graphql';

/**
 * The errors the upstream module raises. The ones a client may see extend GraphQLError so Yoga's
 * error masking lets their message through; everything else is masked as 'Unexpected error.'.
 * Internal details (status codes, socket errors) stay in `detail`, which is never serialised.
 */

/** Network failure, timeout, 5xx or a malformed envelope: the content service cannot answer. */
export class UpstreamUnavailableError extends GraphQLError {
  readonly detail: string;
  constructor(detail: string) {
    super('The content service is unavailable.', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    this.name = 'UpstreamUnavailableError';
    this.detail = detail;
  }
}

/** 404: lookups turn it into null; it only escapes as a masked error when a list endpoint is missing. */
export class UpstreamNotFoundError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`Upstream 404 for ${path}`);
    this.path = path;
    this.name = 'UpstreamNotFoundError';
  }
}

export interface FieldError {
  readonly field: string;
  readonly messages: readonly string[];
}

/** 422: the message is the joined field messages, the fields stay available. */
export class ValidationError extends GraphQLError {
  readonly fieldErrors: readonly FieldError[];
  constructor(message: string, fieldErrors: readonly FieldError[]) {
    super(message, { extensions: { code: 'VALIDATION_FAILED' } });
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/** 401: the access token is missing, expired or revoked. */
export class NotAuthenticatedError extends GraphQLError {
  constructor(message = 'Unauthenticated.') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
    this.name = 'NotAuthenticatedError';
  }
}

/** 403: signed in, but not allowed to do this. */
export class NotAuthorizedError extends GraphQLError {
  constructor(message = 'This action is unauthorized.') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
    this.name = 'NotAuthorizedError';
  }
}

/** Any other 4xx: the bff sent something the contract does not allow, a bug on our side (masked). */
export class UpstreamRequestError extends Error {
  readonly statusCode: number;
  readonly path: string;
  constructor(
    statusCode: number,
    path: string,
  ) {
    super(`Upstream answered ${statusCode} for ${path}`);
    this.statusCode = statusCode;
    this.path = path;
    this.name = 'UpstreamRequestError';
  }
}

/** 429: too many attempts (the api's login throttle); the message says when to try again. */
export class TooManyRequestsError extends GraphQLError {
  constructor(message = 'Too many attempts. Please try again later.') {
    super(message, { extensions: { code: 'TOO_MANY_REQUESTS' } });
    this.name = 'TooManyRequestsError';
  }
}

/**
 * The GraphQL request's upstream calls were cancelled: its client disconnected (nobody reads the
 * answer) or it ran past its deadline (REQUEST_TIMEOUT: the query asked for too much at once).
 */
export class RequestCancelledError extends GraphQLError {
  readonly timedOut: boolean;
  constructor(timedOut: boolean) {
    super(timedOut ? 'The request took too long and was stopped.' : 'The request was cancelled.', {
      extensions: { code: timedOut ? 'REQUEST_TIMEOUT' : 'REQUEST_CANCELLED' },
    });
    this.timedOut = timedOut;
    this.name = 'RequestCancelledError';
  }

  /** From an aborted signal or cancellation: a deadline aborts with a TimeoutError. */
  static from(aborted: { readonly reason: unknown }): RequestCancelledError {
    const reason: unknown = aborted.reason;
    return new RequestCancelledError(reason instanceof Error && reason.name === 'TimeoutError');
  }
}
