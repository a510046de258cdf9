/** Bundlers with a set-up guide; Vite is the default at `bundles/new`. */
export const bundlers = [
  { id: 'vite', label: 'Vite', path: '' },
  { id: 'rollup', label: 'Rollup', path: 'rollup' },
  { id: 'webpack', label: 'Webpack', path: 'webpack' },
  { id: 'remix-vite', label: 'Remix (Vite)', path: 'remix-vite' },
  { id: 'nuxt', label: 'Nuxt', path: 'nuxt' },
  { id: 'sveltekit', label: 'SvelteKit', path: 'sveltekit' },
  { id: 'solidstart', label: 'SolidStart', path: 'solidstart' },
] as const;

export type Bundler = (typeof bundlers)[number];
