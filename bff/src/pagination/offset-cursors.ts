import { offsetToCursor } from '@pothos/plugin-relay';

/** Offsets below this have their cursor kept once made (about 50 bytes each). */
const KEPT_OFFSETS = 10_000;
const kept: string[] = [];

/**
 * The relay plugin's cursor of an offset (`offsetToCursor`). Every list page makes one per row and
 * one per page number, and they are the same few strings on every request (a base64 encoding
 * each): those of the first offsets are made once and kept. Deeper offsets are made anew.
 */
export function cursorAtOffset(offset: number): string {
  if (!Number.isSafeInteger(offset) || offset < -1 || offset >= KEPT_OFFSETS) return offsetToCursor(offset);
  return (kept[offset + 1] ??= offsetToCursor(offset));
}
