import { describe, expect, it } from 'vitest';
import { JOT_PREVIEW_LENGTH, jotPreview } from './preview.ts';

describe('jotPreview', () => {
  it("cuts text longer than 65 characters at 65 and adds '...'", () => {
    const text = 'a'.repeat(64) + 'bcdefgh';
    const preview = jotPreview(text);
    expect(preview).toBe('a'.repeat(64) + 'b...');
    expect(preview).toHaveLength(JOT_PREVIEW_LENGTH + 3);
  });

  it("keeps text of 65 characters or fewer whole, without '...'", () => {
    expect(jotPreview('x'.repeat(65))).toBe('x'.repeat(65));
    expect(jotPreview('Short and sweet.')).toBe('Short and sweet.');
    expect(jotPreview('')).toBe('');
  });

  it('never splits an emoji and ignores surrounding whitespace', () => {
    const text = '🦉'.repeat(70);
    expect(jotPreview(text)).toBe('🦉'.repeat(65) + '...');
    expect(jotPreview(`  ${'y'.repeat(65)}  `)).toBe('y'.repeat(65));
  });
});
