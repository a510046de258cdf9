import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router';
import { CanopyThemeProvider } from '../canopy-theme-provider/canopy-theme-provider';
import { RemoteLoaderProvider, type RemoteLoader } from '../remote-section/remote-section';

export interface LocationProbe {
  /** Render inside the router. */
  Probe: ComponentType;
  /** The router's current location (after redirects and query-parameter updates). */
  location: () => Location;
  /** Navigates as a link or the browser's Back (`-1`) and Forward (`1`) would, inside `act`. */
  navigate: (to: To | number) => void;
}

/** A component that records the router's location and navigate function, and getters for them. */
export function createLocationProbe(): LocationProbe {
  const current: { location: Location | null; navigate: NavigateFunction | null } = {
    location: null,
    navigate: null,
  };
  function Probe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const rendered = <T,>(value: T | null): T => {
    if (!value) throw new Error('The router has not rendered');
    return value;
  };
  return {
    Probe,
    location: () => rendered(current.location),
    navigate: (to) => {
      const navigate = rendered(current.navigate);
      act(() => {
        void (typeof to === 'number' ? navigate(to) : navigate(to));
      });
    },
  };
}

/** Stands in for the shell's federation loader: an embedded remote renders its id and section. */
export const stubRemoteLoader: RemoteLoader = async (id) => ({
  default: ({ section }) => (
    <div data-testid="remote-section">
      {id} ({section})
    </div>
  ),
});

export interface RenderRouteOptions {
  /** Route pattern the UI is mounted at, as the shell mounts it (e.g. '/:provider/:owner/*'). */
  path: string;
  /** The URL to open. */
  url: string;
  /**
   * The app's own providers around the router: data clients, session, flags (for a remote,
   * `createTestProviders()` of `@canopy/auth/testing`). @default none
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Loads embedded remotes. @default stubRemoteLoader */
  loader?: RemoteLoader;
}

export interface RenderRouteResult extends RenderResult {
  /** The router's current location (after redirects and query-parameter updates). */
  location: () => Location;
  /** Navigates as a link or the browser's Back (`-1`) and Forward (`1`) would. */
  navigate: (to: To | number) => void;
}

/**
 * Renders `ui` mounted at `path` and opened at `url`, as the shell mounts a remote: the theme (test
 * environment), a remote loader and a memory router, inside `wrapper`. The network is whatever MSW handlers
 * the test set.
 */
export function renderRoute(
  ui: ReactElement,
  { path, url, wrapper: Wrapper = Passthrough, loader = stubRemoteLoader }: RenderRouteOptions,
): RenderRouteResult {
  const { Probe, location, navigate } = createLocationProbe();
  const result = render(
    <CanopyThemeProvider env="test" withNotifications={false}>
      <Wrapper>
        <RemoteLoaderProvider loader={loader}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <Probe />
          </MemoryRouter>
        </RemoteLoaderProvider>
      </Wrapper>
    </CanopyThemeProvider>,
  );
  return { ...result, location, navigate };
}

function Passthrough({ children }: { children: ReactNode }) {
  return children;
}
