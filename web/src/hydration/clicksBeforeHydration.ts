/**
 * The control a press on the page would work, if the app holds it: a button (but a form's submit
 * button, which the browser submits without the app), or a radio or checkbox and its label, whose
 * checked state is the app's (the browser would check it and the app, taking over, would not
 * know: a List/Grid switch showing Grid over a list).
 */
function heldControl(target: EventTarget | null, root: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element) || !root.contains(target)) return null;
  const button = target.closest('button');
  if (button) return button.disabled || (button.type === 'submit' && button.form) ? null : button;
  const label = target.closest('label');
  const input = label ? label.control : target.closest('input');
  if (!(input instanceof HTMLInputElement) || input.disabled || (input.type !== 'radio' && input.type !== 'checkbox')) return null;
  // The label, pressed again, checks its input as the first press would have.
  return label ?? input;
}

/**
 * A server-rendered page shows before the app's code has run, and until the app has taken it over
 * (`<html data-hydrated>`) its buttons have no handlers: a tap on Like or Delete in that moment
 * did nothing and was lost. From the moment boot.ts runs, a press on a button (or a radio or
 * checkbox) of the page is held instead: the page shows it is busy (the progress cursor) and, once
 * the app has hydrated, the same control is pressed again for it. One press per control: a
 * second press on the same one meanwhile (nothing seemed to happen) is not a second toggle. Links
 * and a form's submit buttons are left to the browser, which follows and submits them without the
 * app.
 */
export function holdClicksUntilHydration(root: HTMLElement | null, html: HTMLElement = document.documentElement): void {
  // The app's own shell (no server markup) has no buttons before the app renders them.
  if (!root?.hasChildNodes() || html.dataset.hydrated === 'true') return;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = heldControl(event.target, root);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    html.style.cursor = 'progress';
  };
  document.addEventListener('click', hold, true);
  const takenOver = new MutationObserver(() => {
    if (html.dataset.hydrated !== 'true') return;
    takenOver.disconnect();
    document.removeEventListener('click', hold, true);
    html.style.removeProperty('cursor');
    // A page the app rendered itself (not the server's markup) has new controls: nothing to press.
    for (const control of held) if (control.isConnected) control.click();
  });
  takenOver.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
