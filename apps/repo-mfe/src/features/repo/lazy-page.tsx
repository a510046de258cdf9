import type { ComponentType } from 'react';
import { FullPageLoader, useLoaded } from '@canopy/ui-kit';

export interface LazyPage<TProps extends object> {
  /** Renders the page, with the page loader only while its code is still on its way. */
  Page: ComponentType<TProps>;
  /** Starts loading the page's code; the page renders from the same load (a failed one stays failed, as lazy's). */
  preload: () => Promise<ComponentType<TProps>>;
}

/**
 * A page whose code loads on demand, like `React.lazy`, but drawn at once when its code is already in and as soon
 * as it arrives otherwise (`useLoaded`: no Suspense fallback held for 300 ms). The page loader is drawn here while
 * the code is on its way; a failed load is thrown to the nearest error boundary.
 */
export function lazyPage<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): LazyPage<TProps> {
  let loading: Promise<ComponentType<TProps>> | null = null;
  let loaded: ComponentType<TProps> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function Page(props: TProps) {
    const Loaded = useLoaded('page', () => loaded, preload);
    return Loaded ? <Loaded {...props} /> : <FullPageLoader fullPage={false} label="Loading page" />;
  }
  return { Page, preload };
}
