import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { releaseRequestCaches } from '../context.ts';
import { schema } from '../schema/index.ts';
import type { Sessions } from '../session/sessions.ts';
import { responseDeadline } from '../pipeline/deadline.ts';
import { operationContext } from '../pipeline/operation-context.ts';
import type { OperationPipeline } from '../pipeline/operation-pipeline.ts';

export interface InProcessGraphqlOptions {
  /**
   * Contexts and the one execution (../pipeline/operation-pipeline.ts): each operation spends
   * its cost from its client's budget, as /graphql does, so a page or a card is no way around
   * the rate limits.
   */
  pipeline: OperationPipeline;
  sessions: Sessions;
  /** The app's persisted operations by id (the screens' queries and heads). */
  operations: ReadonlyMap<string, DocumentNode>;
}

/**
 * Whose GraphQL: the request's session ('session'), or nobody's ('visitor': what anyone may see,
 * for answers shared by every client, such as share cards).
 */
export type PageGraphqlAs = 'session' | 'visitor';

/** One page request's GraphQL: run in this process against the schema, with the visitor's session. */
export interface PageGraphql {
  /** Runs an operation as the page's visitor (their cookie, their client address). */
  run(source: string, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  /** Runs one of the app's persisted operations by its id (an unknown id answers an error). */
  runPersisted(id: string, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  /** Whether the request carried a session (its page is then the viewer's own: never shared). */
  readonly signedIn: boolean;
  /** The Set-Cookie the page's response must carry (a refreshed or cleared session), if any. */
  setCookie(): string | null;
  /**
   * Seconds to wait when an operation was refused for the client's spent budget (it then ran
   * nothing and answered RATE_LIMITED); null while every operation could be paid for.
   */
  rateLimitedFor(): number | null;
}

/**
 * Page rendering asks the schema directly, in process: no HTTP hop to the bff itself, and the same
 * resolvers, dataloaders and session handling as /graphql. One context per page request, so what
 * several operations of one page load is loaded once, and nothing crosses to another visitor.
 */
export function createInProcessGraphql(options: InProcessGraphqlOptions): (req: IncomingMessage, res: ServerResponse, as?: PageGraphqlAs) => PageGraphql {
  const documents = new Map<string, DocumentNode>();
  const documentFor = (source: string): DocumentNode => {
    let document = documents.get(source);
    if (!document) {
      document = parse(source);
      const errors = validate(schema, document);
      if (errors.length > 0) throw new Error(`invalid page operation: ${errors.map((e) => e.message).join('; ')}`);
      // The page operations are a fixed set in the code (and the persisted ones of the web app).
      documents.set(source, document);
    }
    return document;
  };

  return (req, res, as = 'session') => {
    // A visitor's GraphQL carries no credentials, whatever the request sent.
    const session = as === 'visitor' ? options.sessions.fromHeaders(undefined, undefined) : options.sessions.fromHeaders(req.headers.cookie, req.headers.authorization);
    const requestUrl = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    const context = operationContext(options.pipeline.sources, req, session, responseDeadline(res, options.pipeline.sources.operationDeadlineMs));
    // Every operation of the page shares the context's loaders until the page is sent.
    res.once('close', () => releaseRequestCaches(context));
    let retryAfterSeconds: number | null = null;
    const executeCharged = async (document: DocumentNode, variables: Record<string, unknown> | undefined): Promise<ExecutionResult> => {
      const { result, refusal } = await options.pipeline.execute({ document, variables: variables ?? {}, context, payer: { req, session } });
      if (refusal) retryAfterSeconds ??= refusal.retryAfterSeconds;
      return result;
    };
    return {
      run: (source, variables) => executeCharged(documentFor(source), variables),
      runPersisted: async (id, variables) => {
        const document = options.operations.get(id);
        return document ? executeCharged(document, variables) : { errors: [new GraphQLError(`${id} is not a persisted operation`)] };
      },
      signedIn: session.signedIn,
      setCookie: () => options.sessions.setCookieOf(session, requestUrl),
      rateLimitedFor: () => retryAfterSeconds,
    };
  };
}
