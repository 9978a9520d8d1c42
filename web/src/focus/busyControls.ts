/**
 * A button that sends something is disabled while its request runs (Chakra's `loading`), and the
 * browser then takes focus off it, to the document: a keyboard user who pressed Save finds their
 * next Tab starting over at the top of the page. From `keepFocusThroughBusyControls()` on, the
 * control that had focus when it was disabled gets it back when it is enabled again, provided
 * focus is still nowhere (the reader has not moved on, and the outcome has not sent it elsewhere,
 * such as a dialog, a new screen or a field the server refused).
 */
export function keepFocusThroughBusyControls(doc: Document = document): () => void {
  /** The control that lost focus as it was disabled, until it is enabled again. */
  let busy: HTMLElement | null = null;
  /** The element that last lost focus to nothing (the browser may blur before the observer runs). */
  let lastBlurred: EventTarget | null = null;
  const focusNowhere = () => doc.activeElement === null || doc.activeElement === doc.body;

  const noteBlur = (event: FocusEvent) => {
    lastBlurred = event.relatedTarget ? null : event.target;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const control = record.target;
      if (!(control instanceof HTMLElement)) continue;
      if (control.hasAttribute('disabled')) {
        if (control === doc.activeElement || control === lastBlurred) busy = control;
      } else if (control === busy) {
        busy = null;
        if (control.isConnected && focusNowhere()) control.focus({ preventScroll: true });
      }
    }
  });
  doc.addEventListener('focusout', noteBlur, true);
  observer.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusout', noteBlur, true);
  };
}
