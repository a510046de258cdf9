import { Component, createContext, use, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FullPageLoader } from '../full-page-loader/full-page-loader';
import { useLoaded } from '../use-loaded/use-loaded';

/** Props every exposed `./Routes` module receives from the host. */
export interface RemoteRoutesProps {
  /** Which part of the remote's URL space is mounted here (e.g. 'owner', 'analytics', 'bundles'). */
  section: string;
}

/** Type of the default export of every remote's `./Routes` module. */
export type RemoteRoutes = ComponentType<RemoteRoutesProps>;

/**
 * Type of the default export of a component another remote embeds (e.g. `bundles_mfe/CommitBundleSection`): the
 * host's `section` plus the props the embedding page passes through `RemoteSection`'s `props`.
 */
export type RemoteComponent<TProps extends object> = ComponentType<RemoteRoutesProps & TProps>;

/** What a loader resolves: the remote module with its default export. */
export interface RemoteModule {
  default: RemoteRoutes;
}

/**
 * Loads `<remote>/<expose>` (e.g. `repo_mfe/Routes`). `attempt` grows with each Retry so that the
 * loader can drop a failed entry before trying again.
 */
export type RemoteLoader = (id: string, options: { attempt: number }) => Promise<RemoteModule>;

/** Thrown (and shown as 'This section is unavailable') when a remote module cannot be loaded. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${remoteId} could not be loaded`);
  }
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export interface RemoteLoaderProviderProps {
  /** The host's loader (federation runtime in the shell, a plain import in tests or standalone runs). */
  loader: RemoteLoader;
  children?: ReactNode;
}

/** Provides the loader that every `RemoteSection` below uses. */
export function RemoteLoaderProvider({ loader, children }: RemoteLoaderProviderProps) {
  return <RemoteLoaderContext value={loader}>{children}</RemoteLoaderContext>;
}

/** The loader from the nearest `RemoteLoaderProvider`. */
export function useRemoteLoader(): RemoteLoader {
  const loader = use(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSection needs a RemoteLoaderProvider above it');
  return loader;
}

/** Modules already loaded, per loader and `<id>#<attempt>`: a later mount draws them at once. */
const loadedRemotes = new WeakMap<RemoteLoader, Map<string, RemoteModule>>();

function loadedRemote(loader: RemoteLoader, key: string): RemoteModule | null {
  return loadedRemotes.get(loader)?.get(key) ?? null;
}

async function loadRemote(loader: RemoteLoader, id: string, attempt: number): Promise<RemoteModule> {
  try {
    const mod = await loader(id, { attempt });
    if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export`);
    let byKey = loadedRemotes.get(loader);
    if (!byKey) {
      byKey = new Map();
      loadedRemotes.set(loader, byKey);
    }
    byKey.set(`${id}#${attempt}`, mod);
    return mod;
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
}

/** The remote module once loaded (drawn at once when it is already in), the fallback meanwhile. */
function RemoteLoad({
  loader,
  id,
  attempt,
  fallback,
  children,
}: {
  loader: RemoteLoader;
  id: string;
  attempt: number;
  fallback: ReactNode;
  children: (Remote: RemoteRoutes) => ReactNode;
}) {
  const key = `${id}#${attempt}`;
  const module = useLoaded(
    key,
    () => loadedRemote(loader, key),
    () => loadRemote(loader, id, attempt),
  );
  return module ? children(module.default) : fallback;
}

interface BoundaryProps {
  remoteId: string;
  onRetry: () => void;
  children?: ReactNode;
}

interface BoundaryState {
  error: RemoteLoadError | null;
  foreign: { error: unknown } | null;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, foreign: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return error instanceof RemoteLoadError ? { error, foreign: null } : { error: null, foreign: { error } };
  }

  override render() {
    // Errors raised inside a loaded remote belong to the page-level boundaries above.
    if (this.state.foreign) throw this.state.foreign.error;
    if (this.state.error) {
      return (
        <Paper
          withBorder
          p="xl"
          my="md"
          role="alert"
          data-remote-id={this.props.remoteId}
          data-state="unavailable"
        >
          <Stack align="center" gap="xs">
            <Title order={2} size="h4">
              This section is unavailable
            </Title>
            <Text c="dimmed" ta="center">
              It could not be loaded. Check your connection and try again; the rest of the page keeps working.
            </Text>
            <Button mt="sm" onClick={this.props.onRetry}>
              Retry
            </Button>
          </Stack>
        </Paper>
      );
    }
    return this.props.children;
  }
}

export interface RemoteSectionProps<TProps extends object = Record<never, never>> {
  /** Federated module id, `<remote>/<expose>`, e.g. `repo_mfe/Routes`. */
  id: string;
  /** Passed to the remote's routes component. */
  section: string;
  /** Further props of an exposed component (its type comes from the shared lib that declares it). */
  props?: TProps;
  /** Shown while the remote loads. @default <FullPageLoader fullPage={false} /> */
  fallback?: ReactNode;
  /** Ref to the wrapper element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Mounts a remote's routes module, or a component it exposes with `props`: loaded through the provided loader on
 * first render, with a fallback meanwhile and an error boundary that offers Retry when loading fails.
 */
export function RemoteSection<TProps extends object = Record<never, never>>({
  id,
  section,
  props,
  fallback,
  ref,
}: RemoteSectionProps<TProps>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  return (
    <div
      ref={ref}
      data-remote-id={id}
      data-section={section}
      data-attempt={attempt}
      style={{ display: 'contents' }}
    >
      <RemoteErrorBoundary key={attempt} remoteId={id} onRetry={() => setAttempt((n) => n + 1)}>
        <RemoteLoad
          loader={loader}
          id={id}
          attempt={attempt}
          fallback={fallback ?? <FullPageLoader fullPage={false} label={`Loading ${section}`} />}
        >
          {(Remote) => {
            const Exposed = Remote as unknown as ComponentType<RemoteRoutesProps & TProps>;
            return <Exposed {...(props as TProps)} section={section} />;
          }}
        </RemoteLoad>
      </RemoteErrorBoundary>
    </div>
  );
}
