import vm from 'node:vm';
import { startTestServer } from '../testing/test-server';

/** Runs /config.js the way the browser does and returns window.configEnv. */
function evaluateConfig(source: string): Record<string, unknown> {
  const window: { configEnv?: Record<string, unknown> } = {};
  vm.runInNewContext(source, { window });
  return window.configEnv ?? {};
}

describe('/config.js and /remotes.json', () => {
  it('serve the runtime configuration from the environment, never cached', async () => {
    const server = await startTestServer('pglite', {
      env: {
        API_URL: 'https://api.canopy.example',
        SENTRY_DSN: 'https://key@sentry.example/1',
        HIDE_ACCESS_TAB: 'yes',
        // None of these may reach the browser.
        DATABASE_URL: '',
        CANOPY_SECRET: 'cookie-signing-secret',
        GITLAB_CLIENT_ID: 'oauth-client-id',
        GITLAB_CLIENT_SECRET: 'oauth-client-secret',
        AWS_SECRET_ACCESS_KEY: 'aws-secret',
      },
    });
    try {
      const response = await server.app.inject({ url: '/config.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.startsWith('window.configEnv = {')).toBe(true);
      const config = evaluateConfig(response.body);
      expect(config).toMatchObject({
        API_URL: 'https://api.canopy.example',
        SENTRY_DSN: 'https://key@sentry.example/1',
        HIDE_ACCESS_TAB: true,
        IS_SELF_HOSTED: true,
        ENV: 'enterprise',
        GH_APP: 'canopy',
        GH_APP_AI: 'canopy-ai',
        SUNBURST_ENABLED: true,
        DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: true,
        SENTRY_TRACING_SAMPLE_RATE: 1,
        SENTRY_PROFILING_SAMPLE_RATE: 0.1,
        SENTRY_SESSION_SAMPLE_RATE: 0.1,
        SENTRY_ERROR_SAMPLE_RATE: 1,
        CANOPY_VERSION: '0.1.0',
        NODE_ENV: 'test',
        DEV_LOGIN: false, // GitLab sign-in is configured
      });
      for (const secret of ['cookie-signing-secret', 'oauth-client-secret', 'aws-secret'])
        expect(response.body).not.toContain(secret);
      expect(Object.keys(config)).not.toEqual(
        expect.arrayContaining(['DATABASE_URL', 'CANOPY_SECRET', 'PATH', 'HOME']),
      );
    } finally {
      await server.close();
    }
  });

  it('escapes values so that the script cannot be broken out of', async () => {
    const server = await startTestServer('pglite', {
      env: { MARKETING_BASE_URL: '</script><script>alert(1)</script>' },
    });
    try {
      const body = (await server.app.inject({ url: '/config.js' })).body;
      expect(body).not.toContain('</script>');
      expect(evaluateConfig(body).MARKETING_BASE_URL).toBe('</script><script>alert(1)</script>');
    } finally {
      await server.close();
    }
  });

  it('lists the remotes under /mf/, with CANOPY_REMOTES overriding entries', async () => {
    const server = await startTestServer('pglite', {
      env: { CANOPY_REMOTES: '{"repo_mfe":"http://127.0.0.1:4201/mf-manifest.json"}' },
    });
    try {
      const response = await server.app.inject({ url: '/remotes.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        repo_mfe: 'http://127.0.0.1:4201/mf-manifest.json',
        account_mfe: '/mf/account-mfe/mf-manifest.json',
        plan_mfe: '/mf/plan-mfe/mf-manifest.json',
        admin_mfe: '/mf/admin-mfe/mf-manifest.json',
        bundles_mfe: '/mf/bundles-mfe/mf-manifest.json',
        tests_mfe: '/mf/tests-mfe/mf-manifest.json',
      });
    } finally {
      await server.close();
    }
  });

  it('answers /health with the database kind', async () => {
    const server = await startTestServer('pglite');
    try {
      expect((await server.app.inject({ url: '/health' })).json()).toEqual({
        status: 'ok',
        database: 'pglite',
        version: '0.1.0',
      });
    } finally {
      await server.close();
    }
  });
});
