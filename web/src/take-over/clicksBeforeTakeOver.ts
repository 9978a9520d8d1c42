/**
 * A server-rendered page shows before the app's code has run, and until the app has taken it over
 * (`<html data-hydrated>`) its buttons have no handlers: a tap on Like or Delete in that moment
 * did nothing and was lost. From the moment boot.ts runs, a press on a button of the page is held
 * instead: the page shows it is busy (the progress cursor) and, once the app has taken over, the
 * same button is pressed again for it. One press per button: a second press on the same button
 * meanwhile (nothing seemed to happen) is not a second toggle. Links and a form's submit buttons
 * are left to the browser, which follows and submits them without the app.
 */
export function holdClicksUntilTakeOver(root: HTMLElement | null, html: HTMLElement = document.documentElement): void {
  // The app's own shell (no server markup) has no buttons before the app renders them.
  if (!root?.hasChildNodes() || html.dataset.hydrated === 'true') return;
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.disabled || (button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
    html.style.cursor = 'progress';
  };
  document.addEventListener('click', hold, true);
  const takenOver = new MutationObserver(() => {
    if (html.dataset.hydrated !== 'true') return;
    takenOver.disconnect();
    document.removeEventListener('click', hold, true);
    html.style.removeProperty('cursor');
    // A page the app rendered itself (not the server's markup) has new buttons: nothing to press.
    for (const button of held) if (button.isConnected) button.click();
  });
  takenOver.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
