import { describe, expect, it } from 'vitest';
import { pageWindow, type PageWindowItem } from './pageWindow.ts';

/** 1 2 … 9 as a compact string, for readable expectations. */
const show = (items: PageWindowItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pageWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(3, 5))).toBe('1 2 3 4 5');
    for (let current = 1; current <= 7; current += 1) {
      expect(show(pageWindow(current, 7))).toBe('1 2 3 4 5 6 7');
    }
  });

  it('treats zero pages (an empty list) as one page', () => {
    expect(show(pageWindow(1, 0))).toBe('1');
  });

  it('uses one ellipsis near either end', () => {
    expect(show(pageWindow(1, 8))).toBe('1 2 3 4 5 … 8');
    expect(show(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('uses two ellipses in the middle, around the current page', () => {
    expect(show(pageWindow(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(16, 20))).toBe('1 … 15 16 17 … 20');
  });

  it('always has 7 slots beyond 7 pages, and always includes the current page', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageWindow(current, total);
        expect(items).toHaveLength(7);
        expect(items.some((i) => i.kind === 'page' && i.page === current)).toBe(true);
        const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(show(pageWindow(99, 10))).toBe('1 … 6 7 8 9 10');
    expect(show(pageWindow(0, 10))).toBe('1 2 3 4 5 … 10');
  });
});
