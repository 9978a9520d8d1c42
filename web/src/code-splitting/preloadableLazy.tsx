import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the component's code; once it is here the component renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` whose code can be fetched ahead, after which the component renders at once.
 *
 * A lazy component suspends on its first render even when its module is already loaded (the
 * import's promise settles a microtask later), and a Suspense boundary that suspends while React
 * hydrates it stays the server's inert markup: a press on a button in it is dropped, since React
 * replays a press on markup it has yet to hydrate only if it can hydrate that markup at once.
 * Code the server-rendered page shows is preloaded before hydration, so the press always lands.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const fetchCode = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A fetch that failed (the network) can be tried again by a later preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(fetchCode);
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => fetchCode().then(() => undefined) });
}
