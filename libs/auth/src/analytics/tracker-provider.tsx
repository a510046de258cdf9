import { createContext, type ReactNode, useContext } from 'react';
import { noopTracker, type Tracker } from './tracker';

const TrackerContext = createContext<Tracker>(noopTracker);

export interface TrackerProviderProps {
  /** From `initAnalytics(config)`. Without it events go nowhere. */
  tracker?: Tracker;
  children?: ReactNode;
}

/** Provides the analytics tracker to `useTracker`. */
export function TrackerProvider({ tracker = noopTracker, children }: TrackerProviderProps) {
  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>;
}

/** The analytics tracker (the no-op tracker outside a `TrackerProvider`). */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
