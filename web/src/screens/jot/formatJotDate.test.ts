import { describe, expect, it } from 'vitest';
import { formatJotDate } from './formatJotDate.ts';

describe('formatJotDate', () => {
  it("formats as 'MMMM D'", () => {
    expect(formatJotDate('2024-03-07T10:00:00Z')).toBe('March 7');
    expect(formatJotDate('2023-12-25T00:00:00.000Z')).toBe('December 25');
  });

  it('is stable in UTC at the edges of the day', () => {
    // A reader west of UTC would see March 6 with a local formatter.
    expect(formatJotDate('2024-03-07T00:00:00Z')).toBe('March 7');
    expect(formatJotDate('2024-03-07T23:59:59Z')).toBe('March 7');
    // An explicit offset is converted to UTC first.
    expect(formatJotDate('2024-03-07T23:30:00-05:00')).toBe('March 8');
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatJotDate('')).toBe('');
    expect(formatJotDate('not a date')).toBe('');
  });
});
