/**
 * What the bff's own GraphQL work costs per signed-in screen, with the network taken away: each
 * screen's persisted query runs in this process (the session, the context, the compiled query,
 * the resolvers, the parsing of the REST answers and the answer's JSON), its REST answers replayed
 * from memory after one real round through the api, and its caches released as the bff does.
 * Beside it, what a process that only forwards those answers does in JavaScript: parse each and
 * write them out as one JSON body. CPU time of this one process per screen: it moves less between
 * runs than req/s on a shared machine (up to 15 % here, against 20-40 %).
 *
 * Started by `npm run bench -- bff-layer` (scripts/bench-throughput/bff-layer.ts), which starts
 * the api, signs a user in and writes what this needs to the file named by the first argument.
 */
import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Pool, type Dispatcher } from 'undici';
import { CompiledQueries } from '../src/http/compiled-queries.ts';
import { loadPersistedOperations } from '../src/http/persisted-operations.ts';
import { createContext, releaseRequestCaches } from '../src/context.ts';
import { notificationBus as busOver } from '../src/notifications/bus.ts';
import { inProcessTransport } from '../src/notifications/transport.ts';
import { schema } from '../src/schema/index.ts';
import { createSearchClient } from '../src/search/rest-search-client.ts';
import { Cancellation } from '../src/upstream/cancellation.ts';
import { OAuthEndpoint } from '../src/upstream/oauth.ts';
import { RefreshCoordinator } from '../src/session/refresh-coordinator.ts';
import { RequestSession } from '../src/session/request-session.ts';
import type { TokenSet } from '../src/session/token-set.ts';
import type { UpstreamConnection } from '../src/upstream/connection.ts';

/** What the bench hands over (scripts/bench-throughput/bff-layer.ts writes the same shape). */
interface LayerCostInput {
  apiUrl: string;
  tokens: TokenSet;
  screens: { name: string; persistedId: string; operationName: string; variables: Record<string, unknown> }[];
  /** CPU seconds of measured runs per screen. */
  seconds: number;
}

interface RecordedAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * A dispatcher that sends each request to the api once and answers it from memory ever after,
 * on a later turn of the event loop (as an answer from a socket arrives).
 */
class ReplayingDispatcher {
  readonly answers = new Map<string, RecordedAnswer>();

  private readonly live: Pool;
  constructor(live: Pool) {
    this.live = live;
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const key = `${options.method} ${options.path}`;
    const answer = this.answers.get(key);
    if (!answer) return this.record(key, options, handler);
    const controller = new ReplayController();
    handler.onRequestStart?.(controller, {});
    setImmediate(() => {
      if (controller.aborted) return;
      handler.onResponseStart?.(controller, answer.statusCode, answer.headers, '');
      handler.onResponseData?.(controller, answer.body);
      handler.onResponseEnd?.(controller, {});
    });
    return true;
  }

  private record(key: string, options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    let statusCode = 0;
    let headers: Record<string, string | string[]> = {};
    const chunks: Buffer[] = [];
    return this.live.dispatch(options, {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onResponseStart: (controller, status, responseHeaders, message) => {
        statusCode = status;
        headers = responseHeaders as Record<string, string | string[]>;
        handler.onResponseStart?.(controller, status, responseHeaders, message);
      },
      onResponseData: (controller, chunk) => {
        chunks.push(chunk);
        handler.onResponseData?.(controller, chunk);
      },
      onResponseEnd: (controller, trailers) => {
        this.answers.set(key, { statusCode, headers, body: Buffer.concat(chunks) });
        handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
    });
  }
}

class ReplayController implements Dispatcher.DispatchController {
  aborted = false;
  paused = false;
  reason: Error | null = null;
  abort(reason: Error): void {
    this.aborted = true;
    this.reason = reason;
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
}

/** CPU microseconds of this process per call of `run`, over about `seconds` of CPU time. */
async function cpuPerRun(run: () => Promise<unknown>, seconds: number): Promise<number> {
  for (let warm = 0; warm < 200; warm++) await run();
  const started = process.cpuUsage();
  let runs = 0;
  let used = 0;
  while (used < seconds * 1e6) {
    for (let batch = 0; batch < 100; batch++) await run();
    runs += 100;
    const { user, system } = process.cpuUsage(started);
    used = user + system;
  }
  return used / runs;
}

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LayerCostInput;
const live = new Pool(input.apiUrl, { connections: 4 });
const dispatcher = new ReplayingDispatcher(live);
const log = (message: string): void => console.error(message);
const connection: UpstreamConnection = { dispatcher: dispatcher as unknown as Dispatcher, baseUrl: input.apiUrl, log, close: () => live.close() };
const searchClient = createSearchClient({ url: input.apiUrl, dispatcher: connection.dispatcher, log });
const oauth = new OAuthEndpoint(connection, { id: '1', secret: '' });
const notificationBus = busOver(inProcessTransport());
// The tokens are fresh (an hour): nothing asks for a refresh during the run.
const refresher = new RefreshCoordinator(async () => null);
const documents = loadPersistedOperations();
const compiled = new CompiledQueries();

console.log('screen          calls  REST bytes  answer bytes   bff µs  forwarding µs  difference');
for (const screen of input.screens) {
  const document = documents.get(screen.persistedId);
  const query = document ? compiled.forDocument(document, screen.operationName) : null;
  if (!document || !query) throw new Error(`${screen.name}: persisted query ${screen.persistedId} not found or not compiled`);
  const runScreen = async (): Promise<string> => {
    const session = new RequestSession({ tokens: input.tokens, bearer: null, cookieWasSent: true }, refresher);
    const context = createContext(connection, { session, oauth, clientAddress: '127.0.0.1', searchClient, cancellation: new Cancellation(), notificationBus, pushDeadlineMs: 20_000 });
    const result = await compiled.run(query, { schema, document, operationName: screen.operationName, variableValues: screen.variables, contextValue: context });
    const answer = JSON.stringify(result);
    // As the bff does once a viewer's answer is written.
    releaseRequestCaches(context);
    return answer;
  };
  dispatcher.answers.clear();
  const first = await runScreen();
  if (first.includes('"errors"')) throw new Error(`${screen.name}: ${first.slice(0, 500)}`);
  const recorded = [...dispatcher.answers.values()];
  const bff = await cpuPerRun(runScreen, input.seconds);
  const forwarding = await cpuPerRun(async () => {
    const parsed: unknown[] = [];
    for (const answer of recorded) {
      await nextTurn();
      parsed.push(JSON.parse(answer.body.toString('utf8')));
    }
    return JSON.stringify({ data: parsed });
  }, input.seconds);
  const restBytes = recorded.reduce((sum, answer) => sum + answer.body.length, 0);
  console.log(
    `${screen.name.padEnd(15)} ${String(recorded.length).padStart(5)} ${String(restBytes).padStart(11)} ${String(Buffer.byteLength(first)).padStart(13)} ${bff.toFixed(0).padStart(8)} ${forwarding.toFixed(0).padStart(14)} ${(bff - forwarding).toFixed(0).padStart(11)}`,
  );
}
await live.close();
