// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must reach every program that type-checks this source (apps import it directly)
/// <reference path="./jest-axe.d.ts" />
// Test helpers for @canopy/ui-kit and for every app that renders ui-kit components.
// Never imported by production code.
export { renderWithTheme, expectConformance, type ConformanceOptions } from './conformance';
export { mockIntersectionObserver, type IntersectionObserverMock } from './intersection-observer';
export {
  renderRoute,
  createLocationProbe,
  stubRemoteLoader,
  type RenderRouteOptions,
  type RenderRouteResult,
  type LocationProbe,
} from './render-route';
