import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack, type StackOptions } from '../../support/stack.ts';
import type { GraphqlAnswer } from './requests.ts';
import { ServerTraffic } from './traffic.ts';

export interface AbuseStack {
  /** The running api + bff (set once the suite's beforeAll has run). */
  readonly stack: Stack;
  /** Requests the api has received so far. */
  readonly api: ServerTraffic;
  /** Sends a hostile request; answers what came back and how many api requests it caused. */
  hostile(send: () => Promise<GraphqlAnswer>): Promise<{ answer: GraphqlAnswer; apiRequests: number }>;
}

/**
 * The stack a describe block sends hostile traffic to: started (no web app) before its tests with
 * `options`, closed after them, with the api's requests counted.
 */
export function useAbuseStack(options: StackOptions = {}): AbuseStack {
  let stack: Stack | undefined;
  let api: ServerTraffic | undefined;
  beforeAll(async () => {
    stack = await startStack({ web: false, ...options });
    api = new ServerTraffic(stack.apiUrl);
  });
  afterAll(async () => {
    api?.close();
    await stack?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the abuse stack is used before its beforeAll ran');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get api() {
      return started(api);
    },
    async hostile(send) {
      const traffic = started(api);
      const before = traffic.received;
      const answer = await send();
      await traffic.idle();
      return { answer, apiRequests: traffic.received - before };
    },
  };
}
