import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jotpodSystem } from '../../theme/system.ts';
import { BANNER_INTERVAL_MS, BannerCarousel, type BannerSlide } from './BannerCarousel.tsx';

const slides: BannerSlide[] = [
  { id: 'b1', link: '/feeds?tag=NEW', altText: 'New pods every week', imageUrl: '/storage/b1.svg' },
  { id: 'b2', link: 'https://example.com/teach', altText: 'Teach with Jotpod', imageUrl: '/storage/b2.svg' },
  { id: 'b3', link: '/about', altText: 'About us', imageUrl: null },
];

function renderCarousel() {
  return render(
    <ChakraProvider value={jotpodSystem()}>
      <MemoryRouter>
        <BannerCarousel slides={slides} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

/** The label of the slide on screen ("2 of 3"). */
function visibleSlide(): string | null {
  const shown = screen.getAllByRole('group', { hidden: true }).filter((el) => !el.hidden);
  expect(shown).toHaveLength(1);
  return shown[0]!.getAttribute('aria-label');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is an accessible carousel with labelled slides and dots', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Banners' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlide()).toBe('1 of 3');
    expect(within(carousel).getByRole('img', { name: 'New pods every week' })).toBeTruthy();
    const dots = within(carousel).getAllByRole('button', { name: /^Show banner/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Show banner 1 of 3: New pods every week',
      'Show banner 2 of 3: Teach with Jotpod',
      'Show banner 3 of 3: About us',
    ]);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    // Another site's banner opens in a new tab without handing it our window.
    const external = screen.getByRole('link', { name: 'Teach with Jotpod', hidden: true });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('advances every 2000 ms and wraps around', () => {
    renderCarousel();
    advance(BANNER_INTERVAL_MS - 1);
    expect(visibleSlide()).toBe('1 of 3');
    advance(1);
    expect(visibleSlide()).toBe('2 of 3');
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlide()).toBe('3 of 3');
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlide()).toBe('1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Banners' });
    fireEvent.mouseEnter(carousel);
    advance(BANNER_INTERVAL_MS * 5);
    expect(visibleSlide()).toBe('1 of 3');
    // Announced politely while still; silent while rotating.
    expect(carousel.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(carousel);
    expect(carousel.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('pauses while keyboard focus is inside', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: /Show banner 3/ });
    act(() => dot.focus());
    advance(BANNER_INTERVAL_MS * 3);
    expect(visibleSlide()).toBe('1 of 3');
    act(() => dot.blur());
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('jumps to a slide by its dot, then gives it a full interval', () => {
    renderCarousel();
    advance(BANNER_INTERVAL_MS - 500);
    fireEvent.click(screen.getByRole('button', { name: /Show banner 3/ }));
    expect(visibleSlide()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: /Show banner 3/ }).getAttribute('aria-current')).toBe('true');
    advance(BANNER_INTERVAL_MS - 1);
    expect(visibleSlide()).toBe('3 of 3');
    advance(1);
    expect(visibleSlide()).toBe('1 of 3');
  });

  it('stops and starts with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(BANNER_INTERVAL_MS * 3);
    expect(visibleSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(BANNER_INTERVAL_MS);
    expect(visibleSlide()).toBe('2 of 3');
  });

  it('does not rotate when the reader prefers reduced motion', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderCarousel();
      advance(BANNER_INTERVAL_MS * 3);
      expect(visibleSlide()).toBe('1 of 3');
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
