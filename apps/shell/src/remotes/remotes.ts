// The only module that talks to the federation runtime. Unit tests mock it.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoader, RemoteModule } from '@canopy/ui-kit';

/** Federation name → manifest URL, as served at /remotes.json. */
export type RemoteManifest = Record<string, string>;

export const REMOTES_URL = '/remotes.json';

let discovery: Promise<RemoteManifest> | null = null;

function parseManifest(value: unknown): RemoteManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('remotes.json is not an object');
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Za-z_$][\w$]*$/.test(entry[0]),
  );
  return Object.fromEntries(entries.map(([name, url]) => [name, new URL(url, window.location.href).href]));
}

/**
 * Reads the remote list once and registers every remote with the runtime (nothing is downloaded yet:
 * a remote's manifest and code are fetched when its route is first visited). A failed read is retried
 * on the next call.
 */
export function discoverRemotes(url: string = REMOTES_URL): Promise<RemoteManifest> {
  discovery ??= fetch(url, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((json) => {
      const manifest = parseManifest(json);
      registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
      return manifest;
    })
    .catch((error: unknown) => {
      discovery = null;
      throw error;
    });
  return discovery;
}

async function load(id: string, attempt: number) {
  const manifest = await discoverRemotes();
  const name = id.split('/')[0] ?? id;
  const entry = manifest[name];
  if (!entry) throw new Error(`No remote named ${name} in ${REMOTES_URL}`);
  if (attempt > 0) registerRemotes([{ name, entry }], { force: true });
  const module = await loadRemote<RemoteModule>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}

/** First loads under way or done, so a load started before the route renders is the one the route uses. */
const firstLoads = new Map<string, Promise<RemoteModule>>();

/**
 * Loads `<remote>/<expose>` for `RemoteSection`. A retry (attempt > 0) registers the remote again with
 * `force`, which drops the runtime's cached failure so the manifest and entry are fetched anew.
 */
export const loadRemoteModule: RemoteLoader = (id, { attempt }) => {
  if (attempt > 0) return load(id, attempt);
  let loading = firstLoads.get(id);
  if (!loading) {
    loading = load(id, 0);
    firstLoads.set(id, loading);
    // A failed first load is not kept: the next mount asks again.
    loading.catch(() => firstLoads.delete(id));
  }
  return loading;
};
