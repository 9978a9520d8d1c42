import { useEffect, type RefObject } from 'react';

/**
 * Widgets learn that one of their controls has focus from its focus event: a menu button ignores
 * Enter and the arrows until it has had one, tabs ignore the arrows, the search box loads its
 * suggestions on it. A keyboard user can reach such a control on the server's page before the app
 * has taken it over, and its focus event then came before anything listened. Once the widget in
 * `region` is running (this runs after the effects of the components inside it), the control in
 * it that has focus tells it again.
 */
export function useFocusBeforeTakeOverTold(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && region.current?.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }, [region]);
}
