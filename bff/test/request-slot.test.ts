import { describe, expect, it } from 'vitest';
import { RequestSlot } from '../src/http/request-slot.ts';

describe("a request's state, kept on the request", () => {
  it('answers what was set for that request only, and nothing for another', () => {
    const deadlines = new RequestSlot<string>('deadline');
    const first = new Request('http://localhost/graphql');
    const second = new Request('http://localhost/graphql');
    deadlines.set(first, 'in 10 s');

    expect(deadlines.get(first)).toBe('in 10 s');
    expect(deadlines.get(second)).toBeUndefined();
  });

  it('keeps each slot apart, even under the same name, and replaces a value when set again', () => {
    const one = new RequestSlot<number>('started');
    const other = new RequestSlot<number>('started');
    const request = new Request('http://localhost/graphql');
    one.set(request, 1);
    one.set(request, 2);
    expect(one.get(request)).toBe(2);
    expect(other.get(request)).toBeUndefined();
  });

  it('is invisible to the rest of the request: not listed, not copied', () => {
    const slot = new RequestSlot<string>('session');
    const request = { method: 'POST' };
    slot.set(request, 'viewer');
    expect(Object.keys(request)).toEqual(['method']);
    expect(JSON.stringify(request)).toBe('{"method":"POST"}');
    expect(slot.get({ ...request })).toBeUndefined();
  });
});
