/**
 * How a signal reaches every bff replica's listeners of a topic: in this process only, or through
 * Redis pub/sub (./redis-transport.ts) when replicas share REDIS_URL.
 */
export interface SignalTransport {
  /** Delivers `detail` to the topic's listeners (of every replica, with Redis). Never throws. */
  publish(topic: string, detail: Signal): void;
  /**
   * Calls `listener` for the topic's signals from now on; resolves once signals published after it
   * are sure to arrive (Redis acknowledged the subscription), to the function that stops listening.
   */
  listen(topic: string, listener: (detail: Signal) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A signal carries only when it was published (ms since the epoch): the stream fetches what changed. */
export interface Signal {
  at: number;
}

/** Listeners per topic in this process; what the Redis transport delivers to, too. */
export class LocalListeners {
  readonly #byTopic = new Map<string, Set<(detail: Signal) => void>>();

  add(topic: string, listener: (detail: Signal) => void): { first: boolean; remove: () => { last: boolean } } {
    let set = this.#byTopic.get(topic);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.#byTopic.set(topic, set);
    }
    set.add(listener);
    return {
      first,
      remove: () => {
        const current = this.#byTopic.get(topic);
        if (!current?.delete(listener)) return { last: false };
        if (current.size > 0) return { last: false };
        this.#byTopic.delete(topic);
        return { last: true };
      },
    };
  }

  deliver(topic: string, detail: Signal): void {
    for (const listener of [...(this.#byTopic.get(topic) ?? [])]) listener(detail);
  }
}

/** Without Redis: one replica, so its own listeners are everyone's. */
export function inProcessTransport(): SignalTransport {
  const listeners = new LocalListeners();
  return {
    publish: (topic, detail) => listeners.deliver(topic, detail),
    listen: (topic, listener) => {
      const { remove } = listeners.add(topic, listener);
      return Promise.resolve(() => void remove());
    },
    close: () => Promise.resolve(),
  };
}
