// Configuration, flags and tracker stand-ins for tests.
import type { RawConfigEnv } from '../config/config-env';
import type { Flags, FlagsClient, FlagsUser } from '../flags/flags-client';
import type { AnalyticsContext, AnalyticsIdentity, Tracker } from '../analytics/tracker';

/** Sets `window.configEnv` for a test; returns a function that restores the previous value. */
export function setTestConfigEnv(values: RawConfigEnv = {}): () => void {
  const previous = window.configEnv;
  window.configEnv = { ...values };
  return () => {
    if (previous === undefined) delete window.configEnv;
    else window.configEnv = previous;
  };
}

export interface TestFlagsClient extends FlagsClient {
  /** Replaces the flags and notifies subscribers. */
  setFlags(flags: Flags): void;
  /** Users passed to `identify`, in order. */
  readonly identified: FlagsUser[];
}

/** A flags client with fixed flags (camel-cased keys), recording `identify` calls; no network. */
export function createTestFlagsClient(initial: Flags = {}): TestFlagsClient {
  let flags = { ...initial };
  const listeners = new Set<() => void>();
  const identified: FlagsUser[] = [];
  return {
    enabled: true,
    identified,
    getFlags: () => flags,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identify(user) {
      identified.push(user);
      return Promise.resolve();
    },
    setFlags(next) {
      flags = { ...next };
      for (const listener of listeners) listener();
    },
  };
}

export interface RecordedEvent {
  eventType: string;
  properties: Record<string, unknown>;
}

export interface TestTracker extends Tracker {
  readonly events: RecordedEvent[];
  readonly identities: AnalyticsIdentity[];
  readonly context: AnalyticsContext;
}

/** A tracker that records events, identities and context instead of sending them. */
export function createTestTracker(): TestTracker {
  const events: RecordedEvent[] = [];
  const identities: AnalyticsIdentity[] = [];
  const context: AnalyticsContext = {};
  return {
    enabled: true,
    ready: Promise.resolve(),
    events,
    identities,
    context,
    identify: (identity) => void identities.push(identity),
    setContext: (next) => void Object.assign(context, next),
    track: (eventType, properties = {}) =>
      void events.push({ eventType, properties: { ...properties, ...context } }),
    trackPageView: (path) => void events.push({ eventType: 'page view', properties: { path } }),
    stop: () => undefined,
  };
}
