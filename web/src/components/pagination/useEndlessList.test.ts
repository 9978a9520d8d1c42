import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEndlessList } from './useEndlessList.ts';

describe('useEndlessList', () => {
  it('asks for a page at a time, and after a failed page asks no more until Try again', () => {
    const asked: number[] = [];
    let finish: (error: Error | null) => void = () => {};
    const loadNext = (count: number, { onComplete }: { onComplete: (error: Error | null) => void }) => {
      asked.push(count);
      finish = onComplete;
    };
    const { result } = renderHook(() => useEndlessList({ hasNext: true, isLoadingNext: false, loadNext }, 12, 24));
    expect(result.current.footer).toMatchObject({ count: 24, hasNext: true, failed: false });

    act(() => result.current.footer.onNext());
    expect(asked).toEqual([12]);
    act(() => finish(new Error('upstream down')));
    expect(result.current.footer.failed).toBe(true);

    act(() => result.current.footer.onNext());
    expect(asked).toEqual([12]);

    act(() => result.current.footer.onRetry());
    expect(result.current.footer.failed).toBe(false);
    act(() => result.current.footer.onNext());
    expect(asked).toEqual([12, 12]);
  });

  it('asks for nothing at the end of the list or while a page is loading', () => {
    const asked: number[] = [];
    const loadNext = (count: number) => asked.push(count);
    const atEnd = renderHook(() => useEndlessList({ hasNext: false, isLoadingNext: false, loadNext }, 12, 3));
    act(() => atEnd.result.current.footer.onNext());
    const loading = renderHook(() => useEndlessList({ hasNext: true, isLoadingNext: true, loadNext }, 12, 3));
    act(() => loading.result.current.footer.onNext());
    expect(asked).toEqual([]);
  });
});
