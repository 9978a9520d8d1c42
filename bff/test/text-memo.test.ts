import { describe, expect, it } from 'vitest';
import { rememberedByText } from '../src/html/text-memo.ts';

/** A transform that counts its calls, so a spec can tell a remembered answer from a new one. */
function counted() {
  const calls: string[] = [];
  return { calls, transform: (text: string) => (calls.push(text), text.toUpperCase()) };
}

/** How many times the transform computed `input`. */
const timesComputed = (calls: readonly string[], input: string): number => calls.filter((call) => call === input).length;

/** A memo filled to its budget: 64 five-character inputs (10 characters each with their results, in 640). */
function filledWith(prefix: string) {
  const { calls, transform } = counted();
  const remembered = rememberedByText(transform, 640);
  const inputs = Array.from({ length: 64 }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`);
  for (const input of inputs) remembered(input);
  return { calls, remembered, inputs };
}

describe('a string function remembered within a budget of characters', () => {
  it('answers what the function answers, computing each input once while it is remembered', () => {
    const { calls, transform } = counted();
    const remembered = rememberedByText(transform, 10_000);
    expect(remembered('<p>a</p>')).toBe('<P>A</P>');
    expect(remembered('<p>a</p>')).toBe('<P>A</P>');
    expect(remembered('<p>b</p>')).toBe('<P>B</P>');
    expect(calls).toEqual(['<p>a</p>', '<p>b</p>']);
  });

  it('lets the oldest inputs not used again go once inputs and results pass the budget', () => {
    const { calls, remembered, inputs } = filledWith('x');
    const later = Array.from({ length: 6 }, (_, index) => `w${String(index).padStart(4, '0')}`);
    for (const input of later) remembered(input);
    // 64 fit: the first six went; the first input, used again, is computed again...
    remembered(later[5]!);
    remembered(inputs[0]!);
    expect(timesComputed(calls, inputs[0]!)).toBe(2);
    // ...while one used recently stays.
    expect(timesComputed(calls, later[5]!)).toBe(1);
  });

  it('keeps a recently used input over an older one that was not used again', () => {
    const { calls, remembered, inputs } = filledWith('y');
    remembered(inputs[0]!); // used again: it gets another round
    remembered('z0000'); // one over the budget: the oldest not used again (inputs[1]) goes
    remembered(inputs[0]!);
    remembered(inputs[1]!);
    expect(timesComputed(calls, inputs[0]!)).toBe(1);
    expect(timesComputed(calls, inputs[1]!)).toBe(2);
  });

  it('keeps a new input when every older one was used again, letting the oldest go after another round', () => {
    const { calls, remembered, inputs } = filledWith('v');
    for (const input of inputs) remembered(input);
    remembered('n0000');
    remembered('n0000');
    expect(timesComputed(calls, 'n0000')).toBe(1);
    // Every entry had its round; the oldest went to make room.
    remembered(inputs[0]!);
    expect(timesComputed(calls, inputs[0]!)).toBe(2);
    expect(timesComputed(calls, inputs[63]!)).toBe(1);
  });

  it('tells apart long inputs that begin and end alike, computing each in turn', () => {
    const { calls, transform } = counted();
    const remembered = rememberedByText(transform, 100_000);
    const [first, second] = ['a', 'b'].map((middle) => `<p>${'x'.repeat(200)}${middle}${'y'.repeat(200)}</p>`);
    expect(remembered(first!)).toBe(first!.toUpperCase());
    expect(remembered(second!)).toBe(second!.toUpperCase());
    expect(remembered(first!)).toBe(first!.toUpperCase());
    expect(remembered(first!)).toBe(first!.toUpperCase());
    expect(calls).toEqual([first, second, first]);
  });

  it('computes an input too large for a share of the budget every time, and keeps nothing of it', () => {
    const { calls, transform } = counted();
    const remembered = rememberedByText(transform, 640);
    const large = 'w'.repeat(20);
    remembered(large);
    remembered(large);
    expect(calls).toEqual([large, large]);
  });
});
