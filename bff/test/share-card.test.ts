import { describe, expect, it } from 'vitest';
import { createCardRenderer } from '../src/cards/card-renderer.ts';
import { jotCard } from '../../web/src/head/shareCards.ts';
import { cardPath, cardSvg, cardVersion, wrapText, xmlText } from '../src/cards/share-card.ts';

/** The character data of every <text> element of an SVG, its markup removed and entities read. */
function textsOf(svg: string): string[] {
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/gs)].map((m) => decode((m[1] ?? '').replace(/<\/?tspan\b[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()));
}

describe('the generated share card', () => {
  const hostile = '</text><image href="/x.png"/><script>alert(1)</script> & "q"';

  it('keeps a hostile title character data: the drawing has its own elements only, and the title reads as typed', () => {
    const plain = cardSvg(jotCard({ title: 'Plain title', author: { name: 'Ada' }, pod: { name: 'Algebra' } }));
    const svg = cardSvg(jotCard({ title: hostile, author: { name: '<b>Ada</b>' }, pod: { name: 'Algebra & Co' } }));
    const elements = (s: string) => [...s.matchAll(/<([a-zA-Z]+)\b/g)].map((m) => m[1]).filter((name) => name !== 'tspan');
    expect(elements(svg)).toEqual(elements(plain));
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain('<script');
    // The title is laid out over lines (long words split): read without the spaces between them.
    const texts = textsOf(svg).map((text) => text.replace(/\s/g, ''));
    expect(texts).toContain(hostile.replace(/\s/g, ''));
    expect(texts).toContain('by<b>Ada</b>·Algebra&Co');
  });

  it('drops the characters XML cannot hold, so no title can make the SVG unreadable', () => {
    expect(xmlText('a\u0000b\u0007c\uD800d\uFFFFe')).toBe('abcde');
    expect(xmlText('😀')).toBe('😀');
  });

  it('wraps a title into at most three lines, cutting the last with an ellipsis, and splits words longer than a line', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('abcdefghijkl', 5, 3)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('  ', 5, 3)).toEqual([]);
  });

  it('changes its address exactly when what it says changes', () => {
    const a = jotCard({ title: 'Title', author: { name: 'Ada' }, pod: { name: 'Algebra' } });
    expect(cardVersion(a)).toBe(cardVersion({ ...a }));
    expect(cardVersion({ ...a, title: 'Title!' })).not.toBe(cardVersion(a));
    expect(cardVersion({ ...a, byline: 'by Bob' })).not.toBe(cardVersion(a));
    expect(cardPath('jot', 'a b/c', a)).toBe(`/cards/jot/a%20b%2Fc.png?v=${cardVersion(a)}`);
  });
});

describe('the card renderer', () => {
  const content = (i: number) => jotCard({ title: `Jot ${i}`, author: { name: 'Ada' }, pod: { name: 'Algebra' } });

  /** A drawing that finishes when the test says so, counting how many run at once. */
  function controlledDraw() {
    const pending: (() => void)[] = [];
    const state = { running: 0, most: 0, calls: 0 };
    const draw = async (svg: string) => {
      state.calls++;
      state.running++;
      state.most = Math.max(state.most, state.running);
      await new Promise<void>((resolve) => pending.push(resolve));
      state.running--;
      return Buffer.from(svg);
    };
    const finishAll = async () => {
      while (pending.length > 0) {
        pending.shift()?.();
        // Let the queue start the next drawing.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    return { draw, state, finishAll };
  }

  it('draws at most `concurrency` cards at once; the others wait their turn', async () => {
    const { draw, state, finishAll } = controlledDraw();
    const renderer = createCardRenderer({ draw, concurrency: 2 });
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => renderer.png(content(i))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.running).toBe(2);
    await finishAll();
    await all;
    expect(state).toMatchObject({ calls: 6, most: 2, running: 0 });
  });

  it('draws a card once while it is kept, and again once it has been dropped', async () => {
    const { draw, state, finishAll } = controlledDraw();
    const renderer = createCardRenderer({ draw, kept: 2 });
    const first = Promise.all([renderer.png(content(1)), renderer.png(content(1))]);
    await finishAll();
    const [a, b] = await first;
    expect(a).toBe(b);
    expect(state.calls).toBe(1);
    // Two other cards push the first one out.
    const others = Promise.all([renderer.png(content(2)), renderer.png(content(3))]);
    await finishAll();
    await others;
    const again = renderer.png(content(1));
    await finishAll();
    await again;
    expect(state.calls).toBe(4);
  });
});
