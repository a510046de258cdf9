import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import {
  graphqlErrorHandler,
  graphqlHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import BundlesMfeRoutes from '../../remote-entry';
import { BUNDLE_DOCS_URL, FEEDBACK_URL } from './bundle-onboarding';

// The bundle set-up guides (reference §9.6 "Onboarding"): one a bundler, each with this install's address, the
// repository's bundle name and the token to set.

jest.setTimeout(20_000);

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
const CANOPY = 'https://canopy.example.com';
const REPO_TOKEN = '9e6a6189-20f1-482d-ab62-ecfaa2629295';
const GLOBAL_TOKEN = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

function mockRepo({ isAdmin = false, uploadToken = REPO_TOKEN as string | null } = {}) {
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        ownerid: 2,
        username: 'acme',
        isAdmin,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: true,
        repository: repositoryFixture({ bundleAnalysisEnabled: false, uploadToken }),
      },
    }),
  );
}

function mockOrgToken(orgUploadToken: string | null) {
  const asked = { count: 0 };
  server.use(
    graphqlHandler('GetUploadTokenRequired', () => {
      asked.count += 1;
      return {
        owner: { ownerid: 2, username: 'acme', isAdmin: true, orgUploadToken, uploadTokenRequired: true },
      };
    }),
  );
  return asked;
}

function renderGuide(url: string, configEnv: Record<string, unknown> = { API_URL: `${CANOPY}/` }) {
  return renderRoute(<BundlesMfeRoutes section="bundles" />, {
    path: '/:provider/:owner/:repo/bundles/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

const snippet = (name: string) => screen.getByRole('region', { name }).textContent ?? '';
const tile = (name: string) => screen.getByRole('radio', { name });

const OPTIONS = [
  '      enableBundleAnalysis: true,',
  '      bundleName: "widgets",',
  `      apiUrl: "${CANOPY}",`,
  '      uploadToken: process.env.CODECOV_TOKEN,',
  '      telemetry: false,',
].join('\n');

const guides = [
  {
    path: '',
    label: 'Vite',
    pkg: '@codecov/vite-plugin',
    file: 'vite.config.js',
    imports: 'import { codecovVitePlugin } from "@codecov/vite-plugin";',
    call: `    codecovVitePlugin({\n${OPTIONS}\n    }),`,
  },
  {
    path: '/rollup',
    label: 'Rollup',
    pkg: '@codecov/rollup-plugin',
    file: 'rollup.config.js',
    imports: 'import { codecovRollupPlugin } from "@codecov/rollup-plugin";',
    call: `    codecovRollupPlugin({\n${OPTIONS}\n    }),`,
  },
  {
    path: '/webpack',
    label: 'Webpack',
    pkg: '@codecov/webpack-plugin',
    file: 'webpack.config.js',
    imports: 'const { codecovWebpackPlugin } = require("@codecov/webpack-plugin");',
    call: `    codecovWebpackPlugin({\n${OPTIONS}\n    }),`,
  },
  {
    path: '/remix-vite',
    label: 'Remix (Vite)',
    pkg: '@codecov/remix-vite-plugin',
    file: 'vite.config.ts',
    imports: 'import { codecovRemixVitePlugin } from "@codecov/remix-vite-plugin";',
    call: `    codecovRemixVitePlugin({\n${OPTIONS}\n    }),`,
  },
  {
    path: '/nuxt',
    label: 'Nuxt',
    pkg: '@codecov/nuxt-plugin',
    file: 'nuxt.config.ts',
    imports: 'import { defineNuxtConfig } from "nuxt/config";',
    call: `    [\n      "@codecov/nuxt-plugin",\n      {\n${OPTIONS.replace(/^ {6}/gm, '        ')}\n      },\n    ],`,
  },
  {
    path: '/sveltekit',
    label: 'SvelteKit',
    pkg: '@codecov/sveltekit-plugin',
    file: 'vite.config.ts',
    imports: 'import { codecovSvelteKitPlugin } from "@codecov/sveltekit-plugin";',
    call: `    codecovSvelteKitPlugin({\n${OPTIONS}\n    }),`,
  },
  {
    path: '/solidstart',
    label: 'SolidStart',
    pkg: '@codecov/vite-plugin',
    file: 'app.config.ts',
    imports: 'import { codecovVitePlugin } from "@codecov/vite-plugin";',
    call: `      codecovVitePlugin({\n${OPTIONS.replace(/^ {6}/gm, '        ')}\n      }),`,
  },
];

describe.each(guides)('the $label guide', ({ path, label, pkg, file, imports, call }) => {
  test('installs, sets the token, configures the plugin against this install, and commits', async () => {
    mockRepo();
    renderGuide(`/gh/acme/widgets/bundles/new${path}`);
    const steps = await screen.findByRole('list', { name: `${label} set-up steps` });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      `Step 1: Install the ${label} plugin`,
      'Step 2: Set CODECOV_TOKEN in the build environment',
      'Step 3: Configure the plugin',
      'Step 4: Commit and push',
    ]);
    expect(tile(label)).toHaveAttribute('aria-checked', 'true');

    expect(snippet('npm install command')).toBe(`npm install ${pkg} --save-dev`);
    expect(snippet('yarn install command')).toBe(`yarn add ${pkg} --dev`);
    expect(snippet('pnpm install command')).toBe(`pnpm add ${pkg} --save-dev`);
    expect(snippet('bun install command')).toBe(`bun add ${pkg} --dev`);

    const config = snippet(`${label} configuration`);
    expect(config.startsWith(`// ${file}\n`)).toBe(true);
    expect(config).toContain(imports);
    expect(config).toContain(call);
    expect(within(steps).getByText(file, { selector: '[class*="Text"]' })).toBeInTheDocument();

    expect(snippet('commit commands')).toContain('git push');
    expect(within(steps).getByText(/The plugin uploads stats on build/)).toBeInTheDocument();
  });
});

describe('the bundler tiles', () => {
  test('a click and the arrow keys open the chosen guide, each its own address', async () => {
    mockRepo();
    const user = userEvent.setup();
    const { location } = renderGuide('/gh/acme/widgets/bundles/new');
    await screen.findByRole('list', { name: 'Vite set-up steps' });

    await user.click(tile('Webpack'));
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/new/webpack'));
    expect(await screen.findByRole('list', { name: 'Webpack set-up steps' })).toBeInTheDocument();
    expect(snippet('Webpack configuration')).toContain('codecovWebpackPlugin(');

    tile('Webpack').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/new/remix-vite'));
    expect(tile('Remix (Vite)')).toHaveAttribute('aria-checked', 'true');
    expect(tile('Remix (Vite)')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(location().pathname).toBe('/gh/acme/widgets/bundles/new/rollup'));
    expect(snippet('Rollup configuration')).toContain('codecovRollupPlugin(');
  });
});

describe('the snippets', () => {
  test('copy exactly what they show', async () => {
    mockRepo();
    const user = userEvent.setup();
    renderGuide('/gh/acme/widgets/bundles/new/sveltekit');
    await screen.findByRole('list', { name: 'SvelteKit set-up steps' });
    await user.click(screen.getByRole('button', { name: 'Copy SvelteKit configuration' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe(snippet('SvelteKit configuration'));
    await user.click(screen.getByRole('button', { name: 'Copy pnpm install command' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('pnpm add @codecov/sveltekit-plugin --save-dev');
  });

  test("without a configured API address the snippets use the page's own origin", async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/bundles/new', { API_URL: '' });
    await screen.findByRole('list', { name: 'Vite set-up steps' });
    expect(snippet('Vite configuration')).toContain(`apiUrl: "${window.location.origin}",`);
    expect(screen.getByTestId('protocol-note')).toHaveTextContent(window.location.origin);
  });

  test('Webpack adds the Next.js plugin, configured the same way', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/bundles/new/webpack');
    const note = await screen.findByTestId('nextjs-note');
    expect(note).toHaveTextContent('Using Next.js?');
    expect(note).toHaveTextContent('@codecov/nextjs-webpack-plugin');
    const nextConfig = snippet('Next.js configuration');
    expect(nextConfig).toContain(
      'import { codecovNextJSWebpackPlugin } from "@codecov/nextjs-webpack-plugin";',
    );
    expect(nextConfig).toContain(`apiUrl: "${CANOPY}",`);
    expect(nextConfig).toContain('uploadToken: process.env.CODECOV_TOKEN,');
    expect(nextConfig).toContain('webpack: options.webpack,');
    renderGuide('/gh/acme/widgets/bundles/new/rollup');
    await screen.findByRole('list', { name: 'Rollup set-up steps' });
    expect(screen.getAllByTestId('nextjs-note')).toHaveLength(1);
  });

  test('the guide ends with the feedback and documentation links', async () => {
    mockRepo();
    renderGuide('/gh/acme/widgets/bundles/new/nuxt');
    await screen.findByRole('list', { name: 'Nuxt set-up steps' });
    expect(screen.getByRole('link', { name: 'GitHub Discussions' })).toHaveAttribute('href', FEEDBACK_URL);
    expect(screen.getByText('How was your setup experience?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about JavaScript bundle setup' })).toHaveAttribute(
      'href',
      BUNDLE_DOCS_URL,
    );
  });
});

describe('the token step', () => {
  const tokenStep = () => screen.getByText(/^Set the environment variable/).closest('[data-state]');

  test("a member gets the repository's token, masked until shown, and the variable's name", async () => {
    mockRepo();
    const asked = mockOrgToken(GLOBAL_TOKEN);
    const user = userEvent.setup();
    renderGuide('/gh/acme/widgets/bundles/new');
    await screen.findByRole('list', { name: 'Vite set-up steps' });
    expect(tokenStep()).toHaveAttribute('data-state', 'repository-token');
    expect(tokenStep()).toHaveTextContent("this repository's upload token");
    expect(screen.getByTestId('upload-token')).toHaveTextContent('x'.repeat(REPO_TOKEN.length));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('upload-token')).toHaveTextContent(REPO_TOKEN);

    await user.click(screen.getByRole('button', { name: 'Copy upload token' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe(REPO_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Copy variable name' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('CODECOV_TOKEN');
    // Only admins are ever answered the global token.
    expect(asked.count).toBe(0);
  });

  test('an admin of an organisation with a global upload token gets that one', async () => {
    mockRepo({ isAdmin: true });
    mockOrgToken(GLOBAL_TOKEN);
    const user = userEvent.setup();
    renderGuide('/gh/acme/widgets/bundles/new');
    await waitFor(() => expect(tokenStep()).toHaveAttribute('data-state', 'global-token'));
    expect(tokenStep()).toHaveTextContent("acme's global upload token");
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('upload-token')).toHaveTextContent(GLOBAL_TOKEN);
  });

  test("an admin of an organisation without one gets the repository's token", async () => {
    mockRepo({ isAdmin: true });
    const asked = mockOrgToken(null);
    renderGuide('/gh/acme/widgets/bundles/new');
    await waitFor(() => expect(asked.count).toBe(1));
    await waitFor(() => expect(tokenStep()).toHaveAttribute('data-state', 'repository-token'));
  });

  test('the step shows that it is loading until the global token arrives', async () => {
    mockRepo({ isAdmin: true });
    mockOrgToken(GLOBAL_TOKEN);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held back, then passed on to the answer above.
    server.use(graphql.query('GetUploadTokenRequired', async () => void (await released)));
    renderGuide('/gh/acme/widgets/bundles/new');
    await screen.findByRole('list', { name: 'Vite set-up steps' });
    expect(document.querySelector('[data-state="token-loading"]')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(tokenStep()).toHaveAttribute('data-state', 'global-token'));
    expect(document.querySelector('[data-state="token-loading"]')).not.toBeInTheDocument();
  });

  test('a failed load of the global token says so, offers the repository token and retries', async () => {
    mockRepo({ isAdmin: true });
    server.use(graphqlErrorHandler('GetUploadTokenRequired', { status: 500 }));
    const user = userEvent.setup();
    renderGuide('/gh/acme/widgets/bundles/new');
    await screen.findByRole('list', { name: 'Vite set-up steps' });

    const failed = await screen.findByText(
      /Whether acme has a global upload token could not be loaded/,
      {},
      {
        timeout: 10_000,
      },
    );
    expect(failed.closest('[data-state="token-error"]')).toBeInTheDocument();
    expect(tokenStep()).toHaveAttribute('data-state', 'repository-token');

    mockOrgToken(GLOBAL_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tokenStep()).toHaveAttribute('data-state', 'global-token'));
    expect(document.querySelector('[data-state="token-error"]')).not.toBeInTheDocument();
  });

  test('without a token to show, the member is told whom to ask', async () => {
    mockRepo({ uploadToken: null });
    renderGuide('/gh/acme/widgets/bundles/new');
    const hidden = await screen.findByText(/Your account cannot see this repository's upload token/);
    expect(hidden).toHaveTextContent('Ask an admin of acme to set it as CODECOV_TOKEN');
    expect(screen.queryByTestId('upload-token')).not.toBeInTheDocument();
  });
});
