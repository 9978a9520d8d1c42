import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** The toolbar's buttons that share its one Tab stop (marked by the buttons themselves). */
const ITEM = '[data-toolbar-button]';

/**
 * One Tab stop for a whole toolbar, as toolbars have: Tab reaches the button used last (the first
 * at the start) and leaves the toolbar with the next Tab; the arrows move between its buttons
 * (wrapping round), Home and End go to the first and the last. The buttons keep no tabIndex of
 * their own in React, so re-renders leave the stop where the keys put it. Other controls in the
 * toolbar (the link's address box and its buttons) keep their own stops and their arrow keys.
 */
export function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
  const makeTabStop = (stop: HTMLElement) => {
    for (const item of items()) item.tabIndex = item === stop ? 0 : -1;
  };

  useLayoutEffect(() => {
    const [first] = items();
    if (first) makeTabStop(first);
    // Once, on mount: from then on the stop follows focus.
  }, []);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(ITEM)) makeTabStop(event.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(ITEM)) return;
    const list = items();
    const index = list.indexOf(target);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: list.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  };

  return { ref, onFocus, onKeyDown };
}
