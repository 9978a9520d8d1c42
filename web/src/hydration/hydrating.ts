import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether React is taking the server's markup over in this render: true while it hydrates, false
 * from the render after, and always false on a page the app renders itself.
 *
 * Why it matters: Chakra's (Ark's) Portal renders its content in place while hydrating and moves
 * it into document.body on the next render, as new elements. A popup that comes open on the
 * server's page (a glossary term opened by its link) must start again there, keyed by this: its
 * focus trap, initial focus and hidden background would otherwise hold on to the removed elements,
 * leaving focus on the document.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, () => false, () => true);
}
