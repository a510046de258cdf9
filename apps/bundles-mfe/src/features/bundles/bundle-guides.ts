import type { Bundler } from './bundlers';

/** The environment variable the snippets read the upload token from, as Codecov's plugins document it. */
export const TOKEN_VARIABLE = 'CODECOV_TOKEN';

export interface BundleGuide {
  /** The npm package of the bundler's plugin. */
  pkg: string;
  /** The file the plugin is configured in. */
  configFile: string;
  /** The configuration with the plugin added, given the options block (indented by `indent`). */
  config: (options: (indent: string) => string) => string;
}

/** What a snippet fills in for this install and repository. */
export interface BundleValues {
  /** This install's API address, where the plugin posts the stats (`apiUrl`). */
  apiUrl: string;
  /** The name the bundle is listed under (`bundleName`). */
  bundleName: string;
}

// Import names and option shapes as each published plugin exports them (`@codecov/*-plugin` 2.0; Remix (Vite) 1.4
// and Nuxt 1.9). SolidStart builds with Vite, and no SolidStart plugin is published on npm, so its guide adds the Vite
// plugin to the `vite` block of app.config.ts. Remix's export is `codecovRemixVitePlugin` (its README's
// `codecovRemixPlugin` does not exist); Nuxt's module takes its options in its `modules` entry.
const guides: Record<Bundler['id'], BundleGuide> = {
  vite: {
    pkg: '@codecov/vite-plugin',
    configFile: 'vite.config.js',
    config: (options) => `// vite.config.js
import { defineConfig } from "vite";
import { codecovVitePlugin } from "@codecov/vite-plugin";

export default defineConfig({
  plugins: [
    // Put the Codecov plugin after all other plugins
    codecovVitePlugin({
${options('      ')}
    }),
  ],
});
`,
  },
  rollup: {
    pkg: '@codecov/rollup-plugin',
    configFile: 'rollup.config.js',
    config: (options) => `// rollup.config.js
import { defineConfig } from "rollup";
import { codecovRollupPlugin } from "@codecov/rollup-plugin";

export default defineConfig({
  plugins: [
    // Put the Codecov plugin after all other plugins
    codecovRollupPlugin({
${options('      ')}
    }),
  ],
});
`,
  },
  webpack: {
    pkg: '@codecov/webpack-plugin',
    configFile: 'webpack.config.js',
    config: (options) => `// webpack.config.js
const { codecovWebpackPlugin } = require("@codecov/webpack-plugin");

module.exports = {
  // ...
  plugins: [
    // Put the Codecov plugin after all other plugins
    codecovWebpackPlugin({
${options('      ')}
    }),
  ],
};
`,
  },
  'remix-vite': {
    pkg: '@codecov/remix-vite-plugin',
    configFile: 'vite.config.ts',
    config: (options) => `// vite.config.ts
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { codecovRemixVitePlugin } from "@codecov/remix-vite-plugin";

export default defineConfig({
  plugins: [
    remix(),
    // Put the Codecov plugin after all other plugins
    codecovRemixVitePlugin({
${options('      ')}
    }),
  ],
});
`,
  },
  nuxt: {
    pkg: '@codecov/nuxt-plugin',
    configFile: 'nuxt.config.ts',
    config: (options) => `// nuxt.config.ts
import { defineNuxtConfig } from "nuxt/config";

export default defineNuxtConfig({
  // The plugin works with the Vite builder (Nuxt's default)
  builder: "vite",
  modules: [
    [
      "@codecov/nuxt-plugin",
      {
${options('        ')}
      },
    ],
  ],
});
`,
  },
  sveltekit: {
    pkg: '@codecov/sveltekit-plugin',
    configFile: 'vite.config.ts',
    config: (options) => `// vite.config.ts
import { sveltekit } from "@sveltejs/kit/vite";
import { defineConfig } from "vite";
import { codecovSvelteKitPlugin } from "@codecov/sveltekit-plugin";

export default defineConfig({
  plugins: [
    sveltekit(),
    // Put the Codecov plugin after all other plugins
    codecovSvelteKitPlugin({
${options('      ')}
    }),
  ],
});
`,
  },
  solidstart: {
    pkg: '@codecov/vite-plugin',
    configFile: 'app.config.ts',
    config: (options) => `// app.config.ts
import { defineConfig } from "@solidjs/start/config";
import { codecovVitePlugin } from "@codecov/vite-plugin";

export default defineConfig({
  vite: {
    plugins: [
      // Put the Codecov plugin after all other plugins
      codecovVitePlugin({
${options('        ')}
      }),
    ],
  },
});
`,
  },
};

export function guideFor(bundler: Bundler): BundleGuide {
  return guides[bundler.id];
}

/** The package managers offered, each with its command to add a development dependency. */
export const PACKAGE_MANAGERS = [
  { id: 'npm', install: (pkg: string) => `npm install ${pkg} --save-dev` },
  { id: 'yarn', install: (pkg: string) => `yarn add ${pkg} --dev` },
  { id: 'pnpm', install: (pkg: string) => `pnpm add ${pkg} --save-dev` },
  { id: 'bun', install: (pkg: string) => `bun add ${pkg} --dev` },
] as const;

/**
 * A bundle name the plugins accept (`^[\w\d_:/@.{}[\]$-]+$`; any other name stops the build): the repository's
 * name with other characters turned into '-'.
 */
export function defaultBundleName(repoName: string): string {
  const name = repoName.replace(/[^\w:/@.{}[\]$-]/g, '-');
  return name || 'bundle';
}

/**
 * The plugin options every snippet sets: on, named, sent to this install, with the token from the environment, and
 * the plugins' telemetry (sent to Codecov's Sentry by default) off, so a build talks to this install only.
 */
function pluginOptions({ apiUrl, bundleName }: BundleValues) {
  return (indent: string) =>
    [
      'enableBundleAnalysis: true,',
      `bundleName: ${JSON.stringify(bundleName)},`,
      `apiUrl: ${JSON.stringify(apiUrl)},`,
      `uploadToken: process.env.${TOKEN_VARIABLE},`,
      'telemetry: false,',
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
}

/** The bundler's configuration with the plugin added, filled with this install's values. */
export function pluginConfig(bundler: Bundler, values: BundleValues): string {
  return guideFor(bundler).config(pluginOptions(values)).trimEnd();
}

/** Next.js configures webpack in its own file, through the Next.js flavour of the webpack plugin. */
export const NEXTJS_PLUGIN = '@codecov/nextjs-webpack-plugin';

export function nextJsConfig(values: BundleValues): string {
  return `// next.config.mjs
import { codecovNextJSWebpackPlugin } from "${NEXTJS_PLUGIN}";

export default {
  webpack: (config, options) => {
    config.plugins.push(
      codecovNextJSWebpackPlugin({
${pluginOptions(values)('        ')}
        webpack: options.webpack,
      }),
    );
    return config;
  },
};
`.trimEnd();
}

/** Step 4: the commit whose build uploads the first stats. */
export const COMMIT_COMMANDS = `git add -A
git commit -m "Upload bundle stats to Canopy"
git push`;
