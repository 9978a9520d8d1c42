import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../components/toaster/toaster.tsx';
import { page, reloadSoon, RELOAD_DELAY_MS, showToastKeptAcrossReload } from './reload.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a reload after an outcome', () => {
  it('reloads after the delay and tells the outcome again, once, on the reloaded page', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const toasts = vi.spyOn(toaster, 'create').mockImplementation(() => {});
    reloadSoon({ title: 'Avatar updated successfully.' });
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page starts.
    showToastKeptAcrossReload();
    showToastKeptAcrossReload();
    expect(toasts.mock.calls).toEqual([[{ title: 'Avatar updated successfully.', type: 'success' }]]);
  });

  it('tells nothing after a reload that kept no toast, or kept something that is not one', () => {
    const toasts = vi.spyOn(toaster, 'create').mockImplementation(() => {});
    showToastKeptAcrossReload();
    window.sessionStorage.setItem('jotpod.toastAfterReload', '{"title": 42}');
    showToastKeptAcrossReload();
    expect(toasts).not.toHaveBeenCalled();
  });
});
