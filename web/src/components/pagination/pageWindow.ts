/** A slot of a numbered pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageWindowItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: 'start' | 'end' };

/** Every page is shown when there are 7 or fewer. */
export const MAX_PAGES_WITHOUT_GAPS = 7;

const page = (n: number): PageWindowItem => ({ kind: 'page', page: n });

/**
 * The numbers to show for `current` of `total` pages. Up to 7 pages: all of them. Beyond that the
 * bar always has 7 slots, so it does not jump around: first, last, the current page with its
 * neighbours, and ellipses for what is left out (1 2 3 4 5 … 20 · 1 … 9 10 11 … 20 · 1 … 16 17 18 19 20).
 */
export function pageWindow(current: number, total: number): PageWindowItem[] {
  const last = Math.max(1, Math.floor(total));
  const at = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= MAX_PAGES_WITHOUT_GAPS) {
    return Array.from({ length: last }, (_, i) => page(i + 1));
  }
  // Slots between the first and last page once both ellipses are in: 7 - 2 ends - 2 gaps = 3.
  const edgeRun = MAX_PAGES_WITHOUT_GAPS - 2; // pages shown in a row when only one ellipsis is needed
  if (at <= edgeRun - 1) {
    return [...Array.from({ length: edgeRun }, (_, i) => page(i + 1)), { kind: 'gap', key: 'end' }, page(last)];
  }
  if (at >= last - edgeRun + 2) {
    return [page(1), { kind: 'gap', key: 'start' }, ...Array.from({ length: edgeRun }, (_, i) => page(last - edgeRun + 1 + i))];
  }
  return [page(1), { kind: 'gap', key: 'start' }, page(at - 1), page(at), page(at + 1), { kind: 'gap', key: 'end' }, page(last)];
}
