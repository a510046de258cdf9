import type { Settings } from './settings';

/** Federation name → folder of the remote under apps/ (docs/interfaces.md). */
export const REMOTE_FOLDERS: Record<string, string> = {
  repo_mfe: 'repo-mfe',
  account_mfe: 'account-mfe',
  plan_mfe: 'plan-mfe',
  admin_mfe: 'admin-mfe',
  bundles_mfe: 'bundles-mfe',
  tests_mfe: 'tests-mfe',
};

/** `/config.js`: `window.configEnv = {…};`, safe to embed (no `<`, U+2028 or U+2029 unescaped). */
export function renderConfigJs(settings: Settings): string {
  const json = JSON.stringify(settings.runtimeConfig, null, 2).replace(
    /[<>\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `window.configEnv = ${json};\n`;
}

/** `/remotes.json`: each remote's manifest under /mf/, with CANOPY_REMOTES entries taking precedence. */
export function remotesManifest(settings: Settings): Record<string, string> {
  const defaults = Object.fromEntries(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, `/mf/${folder}/mf-manifest.json`]),
  );
  return { ...defaults, ...settings.remotesOverride };
}
