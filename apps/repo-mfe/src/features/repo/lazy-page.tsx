import { lazy, useState, type ComponentType } from 'react';

export interface LazyPage<TProps extends object> {
  /** Renders the page, suspending (to the nearest `Suspense`) only while its code is still on its way. */
  Page: ComponentType<TProps>;
  /** Starts loading the page's code; the page renders from the same load (a failed one stays failed, as lazy's). */
  preload: () => Promise<ComponentType<TProps>>;
}

/**
 * A page whose code loads on demand, like `React.lazy`, but drawn at once when its code is already in: a lazy
 * component suspends on its first render even then, and React holds each revealed fallback for ~300 ms, so a
 * preloaded page would still wait. Each mount keeps the way it started, so a load never remounts a page.
 */
export function lazyPage<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): LazyPage<TProps> {
  let loading: Promise<ComponentType<TProps>> | null = null;
  let loaded: ComponentType<TProps> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: TProps) {
    const [Shown] = useState<ComponentType<TProps>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Page, preload };
}
