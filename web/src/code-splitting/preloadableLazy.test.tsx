import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('a lazy component whose code can be preloaded', () => {
  it('renders at once, without its fallback, once its code has been preloaded', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously: a plain React.lazy would still show its fallback here.
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads its code on first render like React.lazy when nothing preloaded it, and fetches it once', async () => {
    let fetches = 0;
    const Lazy = preloadableLazy(() => {
      fetches += 1;
      return Promise.resolve({ default: Greeting });
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello, Grace')).toBeTruthy();
    await Lazy.preload();
    expect(fetches).toBe(1);
  });

  it('fetches again on the next preload after a failed fetch', async () => {
    let fetches = 0;
    const Lazy = preloadableLazy(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject<{ default: typeof Greeting }>(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy name="Lin" />);
    expect(screen.getByText('Hello, Lin')).toBeTruthy();
    expect(fetches).toBe(2);
  });
});
