import { useLayoutEffect, type RefObject } from 'react';

/**
 * Widgets learn that one of their controls has focus from its focus event: a menu button ignores
 * Enter and the arrows until it has had one, tabs ignore the arrows, the search box loads its
 * suggestions on it. A keyboard user can reach such a control on the server's page before the app
 * has taken it over, and its focus event then came before anything listened. Once the widget in
 * `region` is running, the control in it that has focus tells it again.
 *
 * When: in the commit that takes the region over, in a microtask, before the browser hands the app
 * the reader's next key (a passive effect could come after it, and that key would be lost). The
 * widgets' state machines start in a microtask queued from their own layout effects, which run
 * before this one (children first), so they are running by then.
 */
export function useFocusBeforeHydrationTold(region: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && region.current?.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
  }, [region]);
}
