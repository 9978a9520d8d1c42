import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what was entered in a server-rendered control before the app took the page over (words
 * typed in a slow phone's first seconds, or filled in by the browser as the page loaded). React
 * takes a control over as the server rendered it and does not read its value, so the control shows
 * what was entered while the app's state still holds the server's value: the search box searched
 * for nothing. Once, as the app takes the control over, its value is handed to `onChange` when it
 * differs from `value`. A control the app renders itself starts with `value`: nothing happens.
 * (Forms of people's own screens are rendered by the browser, never by the server.)
 */
export function useValueEnteredBeforeHydration(control: RefObject<{ value: string } | null>, value: string, onChange: (value: string) => void): void {
  useLayoutEffect(() => {
    const entered = control.current?.value;
    if (entered !== undefined && entered !== value) onChange(entered);
    // Only the first layout effect sees the control as the server rendered it.
  }, []);
}
