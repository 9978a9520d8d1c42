import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jotpodSystem } from '../../theme/system.ts';
import { SignInHint } from './SignInHint.tsx';

function renderHint(onClick = vi.fn()) {
  render(
    <ChakraProvider value={jotpodSystem()}>
      <SignInHint hint="Sign in to like">
        <button type="button" onClick={onClick}>
          Like
        </button>
      </SignInHint>
    </ChakraProvider>,
  );
  return onClick;
}

/** The tooltip has taken the control over: its trigger carries the tooltip's state. */
async function tooltipTookOver(): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: 'Like' });
    expect(button.dataset.state).toBe('closed');
    return button;
  });
}

describe('SignInHint', () => {
  it('renders the control alone until a mouse enters it, then shows the hint on hover', async () => {
    renderHint();
    const before = screen.getByRole('button', { name: 'Like' });
    expect(before.dataset.state).toBeUndefined();

    fireEvent.pointerEnter(before, { pointerType: 'mouse' });
    const button = await tooltipTookOver();
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    expect(await screen.findByText('Sign in to like')).toBeTruthy();
  });

  it('leaves a touch tap alone: no tooltip code, and the tap clicks', async () => {
    const onClick = renderHint();
    const button = screen.getByRole('button', { name: 'Like' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Like' })).toBe(button);
  });

  it('does not re-create the control while it is pressed: the press still clicks', async () => {
    const onClick = renderHint();
    const before = screen.getByRole('button', { name: 'Like' });
    fireEvent.pointerEnter(before, { pointerType: 'mouse' });
    fireEvent.pointerDown(before, { pointerType: 'mouse' });
    // The tooltip's code arrives while the button is held down: the control stays the same element.
    await act(async () => {
      await import('./SignInHintTooltip.tsx');
    });
    expect(screen.getByRole('button', { name: 'Like' })).toBe(before);
    fireEvent.pointerUp(before, { pointerType: 'mouse' });
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Released and clicked: now the tooltip takes over.
    await tooltipTookOver();
  });
});
