/**
 * Numbered pages live in the URL (`?page=N`, page 1 without it), so deep links and the back
 * button work; the route loader passes N as the connection's `page` argument.
 */

/** `?page=N` as a positive integer; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
