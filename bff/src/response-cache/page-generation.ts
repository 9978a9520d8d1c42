/**
 * A number that moves on after every public write (../pipeline/write-classes.ts): a page rendered
 * for visitors is served again only while the generation it was rendered under is still the
 * current one. Coarser than the response cache's entities (any public write drops every cached
 * page), but a page is many answers joined, and rendering it again is what a write costs.
 */
export interface PageGeneration {
  /** The current generation; null when it cannot be known (Redis away): no cached page may be served. */
  read(): Promise<number | null>;
  /** Moves it on; resolves once every replica reads the new one. */
  advance(): Promise<void>;
}

/** The generation of one process (no Redis: one replica). */
export function memoryPageGeneration(): PageGeneration {
  let generation = 0;
  return {
    read: () => Promise.resolve(generation),
    advance: () => {
      generation += 1;
      return Promise.resolve();
    },
  };
}
