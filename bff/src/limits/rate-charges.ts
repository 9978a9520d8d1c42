import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, validate, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { RequestSession } from '../session/request-session.ts';
import { TrustedProxies } from './client-address.ts';
import { selectedOperation } from './operation-limits.ts';
import { coercedVariables, queryCostRule } from './query-cost.ts';
import { RATE_LIMITED, rateLimitsFromEnv, type RateLimits } from './rate-limits.ts';
import type { RequestLimits } from './request-limits.ts';
import { memoryBuckets, redisBuckets, type TokenBuckets } from './token-buckets.ts';

export interface RateChargeOptions {
  buckets: TokenBuckets;
  limits: RateLimits;
  /** The cost model's parameters (the same rule that enforces `maxCost`). */
  requestLimits: Pick<RequestLimits, 'defaultListSize'>;
  trustedProxies: TrustedProxies;
}

/** Who pays for an operation: the Node request and the viewer's session. */
export interface RateLimitedContext {
  req?: IncomingMessage;
  session?: RequestSession;
}

/** Costs remembered per document (by operation name and variables). */
const COSTS_PER_DOCUMENT = 256;

/** An operation its client may not run now: the answer to give instead, and when to come back. */
export interface Refusal {
  result: { errors: GraphQLError[] };
  retryAfterSeconds: number;
}

/**
 * Spends an operation's cost from its client's budget; a Refusal when the budget cannot pay it
 * (nothing is spent). `same`: an object that stands for this document, operation and variables
 * for as long as it lives (a kept viewer query), by which the cost is remembered.
 */
export type ChargeOperation = (args: ExecutionArgs, payer: RateLimitedContext, same?: object) => Promise<Refusal | null>;

function operationCharge(options: RateChargeOptions): ChargeOperation {
  const { buckets, limits, requestLimits, trustedProxies } = options;
  // An operation's cost depends only on its document, operation name and variables: the web
  // app's screens repeat the same few, so each is measured once (a validation pass over the
  // whole document), not on every request.
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (args: ExecutionArgs): number => {
    const key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
    let known = costs.get(args.document);
    const cached = known?.get(key);
    if (cached !== undefined) return cached;
    const operation = selectedOperation(args.document, args.operationName);
    let cost = limits.perRequest;
    const rule = queryCostRule({
      maxCost: Number.POSITIVE_INFINITY,
      defaultListSize: requestLimits.defaultListSize,
      variables: coercedVariables(args.schema, operation, args.variableValues),
      operationName: operation?.name?.value,
      onCost: (found) => {
        cost = Math.max(cost, Number.isFinite(found) ? found : limits.burst);
      },
    });
    validate(args.schema, args.document, [rule]);
    if (!known) {
      known = new Map();
      costs.set(args.document, known);
    }
    // Variables are the client's to choose: only the most recent few are kept per document.
    if (known.size >= COSTS_PER_DOCUMENT) known.delete(known.keys().next().value as string);
    known.set(key, cost);
    return cost;
  };
  const costsBySame = new WeakMap<object, number>();
  return async (args, payer, same) => {
    let cost = same ? costsBySame.get(same) : undefined;
    if (cost === undefined) {
      cost = costOf(args);
      if (same) costsBySame.set(same, cost);
    }
    const spend = await buckets.spend(clientKey(payer, trustedProxies), cost);
    return spend.allowed ? null : refusal(limits, cost, spend.retryAfterMs);
  };
}

function refusal(limits: RateLimits, cost: number, retryAfterMs: number): Refusal {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    retryAfterSeconds: retryAfter,
    result: {
      errors: [
        new GraphQLError(
          `Rate limit exceeded: this client has spent its query budget (${limits.refillPerSecond} cost per second, up to ${limits.burst} at once; this operation costs ${cost}). Retry after ${retryAfter} s.`,
          { extensions: { code: RATE_LIMITED, retryAfter, http: { status: 429, headers: { 'retry-after': String(retryAfter) } } } },
        ),
      ],
    },
  };
}

/**
 * Who pays: a signed-in user by account, every session of it together (signing in again and
 * again yields no fresh budget); anyone else by address. The account's id comes from the session
 * cookie, which the bff seals, so a client can neither forge nor alter it. A cookie sealed before
 * the bff recorded the id pays by its session (its refresh token, hashed: the key never holds a
 * credential); no new such cookie is made. A bearer token is not checked by the bff, so random
 * ones would be free budgets: bearer clients pay by address.
 */
export function clientKey(context: RateLimitedContext, trustedProxies: TrustedProxies): string {
  const userId = context.session?.usesCookie ? context.session.userId : null;
  if (userId !== null && userId !== undefined) return `user:${userId}`;
  const revocable = context.session?.usesCookie ? context.session.revocable : null;
  if (revocable && 'refreshToken' in revocable) {
    return `session:${createHash('sha256').update(revocable.refreshToken).digest('base64url').slice(0, 32)}`;
  }
  return `address:${trustedProxies.clientAddress(context.req?.socket.remoteAddress, context.req?.headers['x-forwarded-for'])}`;
}

/** How startBff sets up rate limits; each omitted field comes from the environment, then the defaults. */
export interface RateLimitOptions extends Partial<RateLimits> {
  /** Redis shared by every replica (default REDIS_URL); null or unset: counters in this process. */
  redisUrl?: string | null;
  /** Prefix of the Redis keys (default RATE_LIMIT_KEY_PREFIX, else `jotpod:rate:`). */
  keyPrefix?: string;
  /** Proxies whose X-Forwarded-For is believed (default TRUST_PROXY; none when unset). */
  trustProxy?: string;
  /** The clock (tests move it to watch budgets refill). */
  now?: () => number;
  /** In-memory counters: most clients remembered at once. */
  maxClients?: number;
}

export interface RateLimiting {
  /**
   * Spends the least any request costs (`perRequest`) from its client's budget, by address: what
   * a request that executes nothing pays (an answer from the response cache, a document that does
   * not parse or validate, an operation the limits refuse, a subscription). No request is free.
   * A Refusal when the budget cannot pay it (nothing is spent).
   */
  chargeRequest(req: IncomingMessage): Promise<Refusal | null>;
  /**
   * Spends what an operation the bff runs in process costs (a server-rendered page's, a share
   * card's) from the budget of the client it runs for, as /graphql would.
   */
  chargeOperation: ChargeOperation;
  close(): Promise<void>;
}

export async function startRateLimiting(
  options: RateLimitOptions,
  requestLimits: Pick<RequestLimits, 'defaultListSize' | 'maxCost'>,
  log: (message: string) => void,
): Promise<RateLimiting> {
  const fromEnv = rateLimitsFromEnv();
  const limits: RateLimits = {
    burst: options.burst ?? fromEnv.burst,
    refillPerSecond: options.refillPerSecond ?? fromEnv.refillPerSecond,
    perRequest: options.perRequest ?? fromEnv.perRequest,
  };
  if (limits.burst < requestLimits.maxCost) {
    log(`rate limits: a burst of ${limits.burst} is below the cost limit (${requestLimits.maxCost}); costlier operations are charged the whole burst`);
  }
  const trustedProxies = TrustedProxies.parse(options.trustProxy ?? process.env.TRUST_PROXY);
  const redisUrl = options.redisUrl === undefined ? process.env.REDIS_URL || null : options.redisUrl;
  const now = options.now ?? Date.now;
  const buckets = redisUrl
    ? await redisBuckets(limits, { url: redisUrl, keyPrefix: options.keyPrefix ?? (process.env.RATE_LIMIT_KEY_PREFIX || 'jotpod:rate:'), now, log })
    : memoryBuckets(limits, { now, ...(options.maxClients ? { maxClients: options.maxClients } : {}) });
  return {
    // One charge for every entrance (../pipeline/execution.ts): its remembered costs are shared.
    chargeOperation: operationCharge({ buckets, limits, requestLimits, trustedProxies }),
    chargeRequest: async (req) => {
      const spend = await buckets.spend(clientKey({ req }, trustedProxies), limits.perRequest);
      return spend.allowed ? null : refusal(limits, limits.perRequest, spend.retryAfterMs);
    },
    close: () => buckets.close(),
  };
}
