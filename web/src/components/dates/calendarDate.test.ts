import { describe, expect, it } from 'vitest';
import { formatMonthDay, formatMonthYear } from './calendarDate.ts';

describe('formatMonthDay', () => {
  it("formats as 'MMMM D'", () => {
    expect(formatMonthDay('2024-03-07T10:00:00Z')).toBe('March 7');
    expect(formatMonthDay('2023-12-25T00:00:00.000Z')).toBe('December 25');
  });

  it('names the UTC day, whatever the time zone of the reader', () => {
    // A reader west of UTC would see March 6 with a local formatter.
    expect(formatMonthDay('2024-03-07T00:00:00Z')).toBe('March 7');
    expect(formatMonthDay('2024-03-07T23:59:59Z')).toBe('March 7');
    // An explicit offset is converted to UTC first.
    expect(formatMonthDay('2024-03-07T23:30:00-05:00')).toBe('March 8');
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatMonthDay('')).toBe('');
    expect(formatMonthDay('not a date')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it("formats as 'MMMM YYYY' in UTC", () => {
    expect(formatMonthYear('2024-03-01T00:30:00Z')).toBe('March 2024');
    expect(formatMonthYear('2024-02-29T23:30:00-05:00')).toBe('March 2024');
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatMonthYear('nope')).toBe('');
  });
});
