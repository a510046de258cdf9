export interface IntersectionObserverMock {
  /** Reports every observed element as visible (or not) to its observer. */
  setIntersecting(isIntersecting: boolean): void;
  /** Number of elements observed right now. */
  observedCount(): number;
  restore(): void;
}

/** Installs a controllable `IntersectionObserver` (jsdom has none). */
export function mockIntersectionObserver(): IntersectionObserverMock {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    self: IntersectionObserver;
  }>();

  class MockIntersectionObserver {
    private entry: {
      callback: IntersectionObserverCallback;
      targets: Set<Element>;
      self: IntersectionObserver;
    };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }

  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });

  return {
    setIntersecting(isIntersecting) {
      for (const { callback, targets, self } of [...observers]) {
        const entries = [...targets].map(
          (target) =>
            ({
              isIntersecting,
              target,
              intersectionRatio: isIntersecting ? 1 : 0,
            }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) callback(entries, self);
      }
    },
    observedCount() {
      return [...observers].reduce((n, o) => n + o.targets.size, 0);
    },
    restore() {
      Object.defineProperty(globalThis, 'IntersectionObserver', {
        configurable: true,
        writable: true,
        value: original,
      });
    },
  };
}
