import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// Pages load in chunks (lazy routes, then lazy viewers); on a busy CI machine the default 1 s of findBy* is short.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom does not implement.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
}
