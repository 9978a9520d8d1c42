/**
 * The live JavaScript heap of a service: what its heap holds right after a full garbage
 * collection, read through its inspector (opened with SIGUSR1 on the port the service was
 * started with, see ./stack.ts). RSS swings with when collections ran and how much memory the
 * heap and the allocator keep for later; the live heap after a full collection is what a leak
 * makes grow.
 */
import { WebSocket } from 'undici';
import type { Service } from './stack.ts';

const INSPECTOR_WAIT_MS = 10_000;

/** MB held by the service's heap after a full collection. */
export async function liveHeapMb(service: Service): Promise<number> {
  const inspector = await openInspector(service);
  try {
    await inspector.call('HeapProfiler.collectGarbage');
    const usage = (await inspector.call('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize / (1024 * 1024);
  } finally {
    inspector.close();
  }
}

/** A DevTools protocol session with a service (its commands answer their result or throw their error). */
export interface Inspector {
  call(method: string, params?: Record<string, unknown>): Promise<unknown>;
  close(): void;
}

/** Opens the service's inspector (SIGUSR1, on the port it was started with) and connects to it. */
export async function openInspector(service: Service): Promise<Inspector> {
  const port = service.inspectPort;
  if (port === undefined) throw new Error(`the ${service.name} was started without an inspector port`);
  // Opens the inspector (a second signal, once it is open, does nothing).
  process.kill(service.pid, 'SIGUSR1');
  const socket = new WebSocket(await debuggerUrl(port));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`no inspector connection to the ${service.name}`)), { once: true });
    });
  } catch (error) {
    socket.close();
    throw error;
  }
  return { call: inspectorCalls(socket), close: () => socket.close() };
}

async function debuggerUrl(port: number): Promise<string> {
  const deadline = Date.now() + INSPECTOR_WAIT_MS;
  for (;;) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2_000) })).json()) as { webSocketDebuggerUrl?: string }[];
      const url = targets[0]?.webSocketDebuggerUrl;
      if (url) return url;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no inspector on port ${port} within ${INSPECTOR_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends DevTools protocol commands over the socket; each answers its result or throws its error. */
function inspectorCalls(socket: WebSocket): (method: string, params?: Record<string, unknown>) => Promise<unknown> {
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const caller = message.id === undefined ? undefined : waiting.get(message.id);
    if (!caller || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) caller.reject(new Error(message.error.message));
    else caller.resolve(message.result);
  });
  return (method, params) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, ...(params ? { params } : {}) }));
    });
}
