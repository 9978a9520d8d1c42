import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, cardVersion, type CardContent } from './share-card.ts';

/** The last this many cards drawn stay in memory: a shared jot is fetched by every site it reaches. */
const KEPT_CARDS = 200;

export interface CardRenderer {
  /** The card as PNG; drawn once per version (concurrent asks share one drawing). */
  png(content: CardContent): Promise<Buffer>;
}

/**
 * Draws cards with sharp (librsvg, fonts through fontconfig: the system's DejaVu or Liberation
 * fonts; see README's share cards). Cards are content-addressed, so a kept one never goes stale.
 */
export function createCardRenderer(): CardRenderer {
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
      const drawing = sharp(Buffer.from(cardSvg(content)), { density: 72 })
        .resize(CARD_WIDTH, CARD_HEIGHT)
        .png({ compressionLevel: 8, palette: false })
        .toBuffer();
      kept.set(version, drawing);
      drawing.catch(() => kept.delete(version));
      while (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value as string);
      return drawing;
    },
  };
}
