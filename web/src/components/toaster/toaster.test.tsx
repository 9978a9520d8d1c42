import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { jotpodSystem } from '../../theme/system.ts';
import { Toaster, toaster } from './toaster.tsx';

describe('toaster', () => {
  it('loads the toast region on the first toast and shows it', async () => {
    render(
      <ChakraProvider value={jotpodSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    expect(screen.queryByText('Copy to clipboard')).toBeNull();
    toaster.create({ title: 'Copy to clipboard', type: 'success' });
    expect(await screen.findByText('Copy to clipboard')).toBeTruthy();
  });

  it('keeps a toast out of the Tab order: it is announced, and Tab goes on past it rather than into a loop', async () => {
    render(
      <ChakraProvider value={jotpodSystem()}>
        <Toaster />
      </ChakraProvider>,
    );
    toaster.create({ title: 'Jot saved successfully.', type: 'success' });
    const toast = (await screen.findByText('Jot saved successfully.')).closest('[data-part="root"]');
    expect(toast?.getAttribute('tabindex')).toBe('-1');
    expect(toast?.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
