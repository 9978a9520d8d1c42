import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from '../../../web/src/head/shareCards.ts';
import { cardSvg, cardVersion } from './share-card.ts';

export interface CardRendererOptions {
  /** The last this many cards drawn stay in memory: a shared jot is fetched by every site it reaches. */
  kept?: number;
  /**
   * Drawings at once; the rest wait their turn. A card costs a core for a fraction of a second, so
   * a crawler asking for thousands of cards queues behind this instead of starving the pages.
   */
  concurrency?: number;
  /** SVG to PNG; sharp (librsvg) by default. */
  draw?: (svg: string) => Promise<Buffer>;
}

export interface CardRenderer {
  /** The card as PNG; drawn once per version (concurrent asks share one drawing). */
  png(content: CardContent): Promise<Buffer>;
}

/** sharp's librsvg finds fonts through fontconfig: the system's DejaVu or Liberation (see docs/architecture.md, share cards). */
function drawWithSharp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).resize(CARD_WIDTH, CARD_HEIGHT).png({ compressionLevel: 8 }).toBuffer();
}

/** Runs at most `limit` tasks at once, the others in the order they came. */
function taskQueue(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Cards are content-addressed (their version is a digest of what they say), so a kept one never goes stale. */
export function createCardRenderer(options: CardRendererOptions = {}): CardRenderer {
  const keep = options.kept ?? 200;
  const draw = options.draw ?? drawWithSharp;
  const queued = taskQueue(options.concurrency ?? 2);
  const kept = new Map<string, Promise<Buffer>>();
  return {
    png(content) {
      const version = cardVersion(content);
      const hit = kept.get(version);
      if (hit) {
        // Most recently used last: the first key is the one to drop.
        kept.delete(version);
        kept.set(version, hit);
        return hit;
      }
      const drawing = queued(() => draw(cardSvg(content)));
      kept.set(version, drawing);
      drawing.catch(() => kept.delete(version));
      while (kept.size > keep) kept.delete(kept.keys().next().value as string);
      return drawing;
    },
  };
}
