import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

/** What Tab visits inside an element, in order (tabindex ≥ 0, not disabled). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')).filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

describe("the 'Share with' modal, keyboard only", () => {
  it('opens from the focused Share button, moves focus in, tabs through every action, closes on Escape and gives focus back', async () => {
    const { resolvePending } = renderRoute('/jot/how-compilers-work', {
      Jot: () => ({ title: 'How compilers work', slug: 'how-compilers-work', contentType: 'ARTICLE', contentHtml: '<p>Text.</p>' }),
    });
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'How compilers work' });

    const share = screen.getByRole('button', { name: 'Share' });
    share.focus();
    expect(document.activeElement).toBe(share);
    // Enter or Space on a focused <button> activates it with a click event.
    await act(async () => fireEvent.click(share));

    const dialog = await screen.findByRole('dialog', { name: 'Share with' });
    // Focus moved into the modal.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab order: the link box, Copy link, the three networks, then Close.
    const order = tabbables(dialog).map((el) =>
      el.tagName === 'INPUT' ? 'INPUT' : (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
    );
    expect(order).toEqual([
      'INPUT',
      'Copy link',
      'Facebook (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Twitter (opens in a new tab)',
      'Close',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Link to this jot' })).toBeTruthy();

    // Escape closes it and focus goes back to the Share button.
    await act(async () => fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' })));
  });
});
