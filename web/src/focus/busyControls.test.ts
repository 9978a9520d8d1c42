import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyControls } from './busyControls.ts';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

/** The observer answers after the microtask of the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the browser does to a focused control that is disabled: focus goes to the document. */
function disable(control: HTMLButtonElement) {
  control.blur();
  control.disabled = true;
}

describe('focus through a busy control', () => {
  it('gives focus back to the control once it is enabled again, when focus is still nowhere', async () => {
    stop = keepFocusThroughBusyControls();
    document.body.innerHTML = '<button>Save profile</button>';
    const save = document.querySelector('button')!;
    save.focus();
    disable(save);
    await observed();
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await observed();
    expect(document.activeElement).toBe(save);
  });

  it('leaves focus where the outcome or the reader put it meanwhile', async () => {
    stop = keepFocusThroughBusyControls();
    document.body.innerHTML = '<button>Save profile</button><input aria-label="Name">';
    const save = document.querySelector('button')!;
    const name = document.querySelector('input')!;
    save.focus();
    disable(save);
    await observed();
    name.focus();
    save.disabled = false;
    await observed();
    expect(document.activeElement).toBe(name);
  });

  it('does not focus a control that did not have focus', async () => {
    stop = keepFocusThroughBusyControls();
    document.body.innerHTML = '<button>Save profile</button>';
    const save = document.querySelector('button')!;
    save.disabled = true;
    await observed();
    save.disabled = false;
    await observed();
    expect(document.activeElement).toBe(document.body);
  });
});
