import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilHydration } from './clicksBeforeHydration.ts';

/** A server-rendered page in a fresh document element of its own (not yet hydrated). */
function serverPage(markup: string): { html: HTMLElement; root: HTMLElement } {
  const html = document.createElement('html');
  const root = document.createElement('div');
  root.innerHTML = markup;
  html.append(root);
  document.body.append(html);
  return { html, root };
}

/** What the app does once it has hydrated the page; the observer answers after this microtask. */
async function hydration(html: HTMLElement): Promise<void> {
  html.dataset.hydrated = 'true';
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('clicks before the app takes the page over', () => {
  it('holds a press on a button and gives it to the app once it has hydrated, once per button', async () => {
    const { html, root } = serverPage('<button type="button">Like</button>');
    holdClicksUntilHydration(root, html);
    const like = root.querySelector('button')!;
    const appHandler = vi.fn();

    like.click();
    like.click();
    expect(html.style.cursor).toBe('progress');
    // The app's handlers arrive with the app, then it marks the page as hydrated.
    like.addEventListener('click', appHandler);
    expect(appHandler).not.toHaveBeenCalled();
    await hydration(html);

    expect(appHandler).toHaveBeenCalledTimes(1);
    expect(html.style.cursor).toBe('');
    // From then on presses go straight to the app.
    like.click();
    expect(appHandler).toHaveBeenCalledTimes(2);
  });

  it('holds a press on a radio’s label, so the app, not the browser, checks it once it has hydrated', async () => {
    const { html, root } = serverPage(
      '<label><input type="radio" name="layout" value="list" checked>List</label><label><input type="radio" name="layout" value="grid">Grid</label>',
    );
    holdClicksUntilHydration(root, html);
    const [list, grid] = [...root.querySelectorAll('input')];
    const gridLabel = root.querySelectorAll('label')[1]!;
    const appHandler = vi.fn();

    gridLabel.click();
    // The page still shows what the app will render on taking over.
    expect([list?.checked, grid?.checked]).toEqual([true, false]);
    grid?.addEventListener('change', appHandler);
    await hydration(html);

    expect(grid?.checked).toBe(true);
    expect(appHandler).toHaveBeenCalledTimes(1);
  });

  it('leaves links and a form’s submit button to the browser', async () => {
    const { html, root } = serverPage('<a href="#next">Next</a><form><button>Search</button></form>');
    holdClicksUntilHydration(root, html);
    const link = root.querySelector('a')!;
    const submit = root.querySelector('button')!;
    const linkClicked = vi.fn((event: Event) => event.preventDefault());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', linkClicked);
    submit.addEventListener('click', submitted);

    link.click();
    submit.click();

    expect(linkClicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(html.style.cursor).toBe('');
  });

  it('drops a press on a button the app did not keep (it rendered the page itself)', async () => {
    const { html, root } = serverPage('<button type="button">Delete</button>');
    holdClicksUntilHydration(root, html);
    const serverButton = root.querySelector('button')!;
    const pressed = vi.fn();
    serverButton.addEventListener('click', pressed);
    serverButton.click();
    root.replaceChildren();
    await hydration(html);
    expect(pressed).not.toHaveBeenCalled();
  });
});
