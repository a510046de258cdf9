import { loadSettings, SettingsError } from './settings';

describe('loadSettings', () => {
  it('defaults to a self-hosted development server on port 8080 with PGlite in .canopy-data', () => {
    const settings = loadSettings({}, '/srv/canopy');
    expect(settings).toMatchObject({
      port: 8080,
      host: 'localhost',
      edition: 'self-hosted',
      selfHosted: true,
      production: false,
      dataDir: '/srv/canopy/.canopy-data',
      databaseUrl: null,
      devLogin: true,
      loginServices: [],
    });
    expect(settings.runtimeConfig).toMatchObject({
      IS_SELF_HOSTED: true,
      ENV: 'enterprise',
      DEV_LOGIN: true,
      API_URL: '',
    });
  });

  it('reads PORT, HOST, CANOPY_DATA_DIR and DATABASE_URL', () => {
    const settings = loadSettings(
      { PORT: '9000', HOST: '127.0.0.1', CANOPY_DATA_DIR: 'data', DATABASE_URL: 'postgres://db/canopy' },
      '/srv',
    );
    expect(settings).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      databaseUrl: 'postgres://db/canopy',
    });
    // Mirrors live in the data folder unless CANOPY_GIT_MIRROR_DIR names another.
    expect(settings.gitProviders.mirrorDir).toBe('/srv/data/git-mirrors');
    expect(loadSettings({ CANOPY_GIT_MIRROR_DIR: '/srv/mirrors' }).gitProviders.mirrorDir).toBe(
      '/srv/mirrors',
    );
  });

  it('offers the development sign-in only without providers and outside production', () => {
    expect(
      loadSettings({ NODE_ENV: 'production', CANOPY_PUBLIC_URL: 'https://canopy.example.com' }).devLogin,
    ).toBe(false);
    expect(loadSettings({ GITHUB_CLIENT_ID: 'abc', GITHUB_CLIENT_SECRET: 's' }).devLogin).toBe(false);
    expect(loadSettings({ GITLAB_CLIENT_ID: 'abc', GITLAB_CLIENT_SECRET: 's' }).devLogin).toBe(false);
    expect(loadSettings({ BITBUCKET_CLIENT_ID: 'abc', BITBUCKET_CLIENT_SECRET: 's' }).devLogin).toBe(false);
    expect(
      loadSettings({
        CANOPY_OKTA_ISSUER: 'https://example.okta.com',
        CANOPY_OKTA_CLIENT_ID: 'abc',
        CANOPY_OKTA_CLIENT_SECRET: 's',
      }).devLogin,
    ).toBe(false);
    expect(loadSettings({ NODE_ENV: 'test' }).devLogin).toBe(true);
  });

  it('offers the development sign-in only on a server listening on this machine, unless told otherwise', () => {
    expect(['localhost', '127.0.0.1', '::1', '[::1]'].map((HOST) => loadSettings({ HOST }).devLogin)).toEqual(
      [true, true, true, true],
    );
    expect(loadSettings({ HOST: '0.0.0.0' }).devLogin).toBe(false);
    expect(loadSettings({ HOST: '0.0.0.0', CANOPY_DEV_LOGIN: 'true' }).devLogin).toBe(true);
    expect(loadSettings({ CANOPY_DEV_LOGIN: 'false' }).devLogin).toBe(false);
    expect(
      loadSettings({ NODE_ENV: 'production', HOST: '127.0.0.1', CANOPY_DEV_LOGIN: 'true' }).devLogin,
    ).toBe(false);
  });

  it('listens on all interfaces in production, where it needs its public URL', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/CANOPY_PUBLIC_URL must be set/);
    expect(() => loadSettings({ CANOPY_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(SettingsError);
    const settings = loadSettings({
      NODE_ENV: 'production',
      CANOPY_PUBLIC_URL: 'https://canopy.example.com/',
    });
    expect(settings).toMatchObject({ host: '0.0.0.0', publicUrl: 'https://canopy.example.com' });
  });

  it('lists the providers with a client id, with their web and API addresses', () => {
    const settings = loadSettings({
      GITHUB_CLIENT_ID: 'a',
      GITHUB_CLIENT_SECRET: 'a-secret',
      GITLAB_ENTERPRISE_CLIENT_ID: 'b',
      GITLAB_ENTERPRISE_CLIENT_SECRET: 'b-secret',
      GITLAB_ENTERPRISE_URL: 'https://gitlab.example.com/',
    });
    expect(settings.loginServices).toEqual(['github', 'gitlab_enterprise']);
    expect(settings.signIn).toEqual({
      github: {
        clientId: 'a',
        clientSecret: 'a-secret',
        webUrl: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
      gitlab_enterprise: {
        clientId: 'b',
        clientSecret: 'b-secret',
        webUrl: 'https://gitlab.example.com',
        apiUrl: 'https://gitlab.example.com/api/v4',
      },
    });
    expect(
      loadSettings({
        GITLAB_CLIENT_ID: 'c',
        GITLAB_CLIENT_SECRET: 'c-secret',
        CANOPY_GITLAB_URL: 'http://127.0.0.1:9000',
        BITBUCKET_SERVER_CLIENT_ID: 'd',
        BITBUCKET_SERVER_CLIENT_SECRET: 'd-secret',
        BBS_URL: 'https://bitbucket.example.com',
      }).signIn,
    ).toMatchObject({
      gitlab: { webUrl: 'http://127.0.0.1:9000', apiUrl: 'http://127.0.0.1:9000/api/v4' },
      bitbucket_server: {
        webUrl: 'https://bitbucket.example.com',
        apiUrl: 'https://bitbucket.example.com/rest/api/1.0',
      },
    });
  });

  it('stops at start on a client id without its secret, or a self-hosted provider without its address', () => {
    expect(() => loadSettings({ GITHUB_CLIENT_ID: 'a' })).toThrow(
      'GITHUB_CLIENT_ID is set, so GITHUB_CLIENT_SECRET is required',
    );
    expect(() => loadSettings({ BITBUCKET_CLIENT_SECRET: 's' })).toThrow(
      'BITBUCKET_CLIENT_SECRET is set without BITBUCKET_CLIENT_ID',
    );
    expect(() =>
      loadSettings({ GITHUB_ENTERPRISE_CLIENT_ID: 'a', GITHUB_ENTERPRISE_CLIENT_SECRET: 's' }),
    ).toThrow(/GITHUB_ENTERPRISE_CLIENT_ID is set, so GITHUB_ENTERPRISE_URL is required/);
    expect(() =>
      loadSettings({ GITLAB_CLIENT_ID: 'a', GITLAB_CLIENT_SECRET: 's', CANOPY_GITLAB_URL: 'ftp://x' }),
    ).toThrow(SettingsError);
  });

  it('switches to the hosted edition with CANOPY_EDITION=cloud', () => {
    const settings = loadSettings({
      CANOPY_EDITION: 'cloud',
      NODE_ENV: 'production',
      CANOPY_PUBLIC_URL: 'https://canopy.example.com',
    });
    expect(settings.selfHosted).toBe(false);
    expect(settings.runtimeConfig).toMatchObject({
      IS_SELF_HOSTED: false,
      ENV: 'production',
      NODE_ENV: 'production',
    });
  });

  it('parses booleans and numbers of the runtime configuration', () => {
    const settings = loadSettings({
      HIDE_ACCESS_TAB: 'true',
      SUNBURST_ENABLED: '0',
      SENTRY_TRACING_SAMPLE_RATE: '0.5',
    });
    expect(settings.runtimeConfig).toMatchObject({
      HIDE_ACCESS_TAB: true,
      SUNBURST_ENABLED: false,
      SENTRY_TRACING_SAMPLE_RATE: 0.5,
      SENTRY_PROFILING_SAMPLE_RATE: 0.1,
    });
  });

  it('reads remote overrides from CANOPY_REMOTES', () => {
    expect(
      loadSettings({ CANOPY_REMOTES: '{"repo_mfe":"http://127.0.0.1:4201/mf-manifest.json"}' })
        .remotesOverride,
    ).toEqual({
      repo_mfe: 'http://127.0.0.1:4201/mf-manifest.json',
    });
  });

  it('reads the GraphQL limits, with defaults', () => {
    expect(loadSettings({})).toMatchObject({
      graphqlMaxCost: 25_000,
      graphqlCostPerMinute: 250_000,
      graphqlTimeoutMs: 10_000,
    });
    expect(
      loadSettings({
        CANOPY_GRAPHQL_MAX_COST: '100',
        CANOPY_GRAPHQL_COST_PER_MINUTE: '100',
        CANOPY_GRAPHQL_TIMEOUT_MS: '500',
      }),
    ).toMatchObject({ graphqlMaxCost: 100, graphqlCostPerMinute: 100, graphqlTimeoutMs: 500 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ CANOPY_GRAPHQL_MAX_COST: '0' }, /CANOPY_GRAPHQL_MAX_COST/],
    [{ CANOPY_GRAPHQL_TIMEOUT_MS: '-1' }, /CANOPY_GRAPHQL_TIMEOUT_MS/],
    [{ CANOPY_GRAPHQL_COST_PER_MINUTE: '1000' }, /CANOPY_GRAPHQL_COST_PER_MINUTE/],
    [{ PORT: '70000' }, /PORT/],
    [{ CANOPY_EDITION: 'enterprise' }, /CANOPY_EDITION/],
    [{ HIDE_ACCESS_TAB: 'maybe' }, /HIDE_ACCESS_TAB/],
    [{ CANOPY_REMOTES: 'not json' }, /CANOPY_REMOTES/],
    [{ CANOPY_REMOTES: '["a"]' }, /CANOPY_REMOTES/],
    [{ CANOPY_REMOTES: '{"repo_mfe": 4}' }, /CANOPY_REMOTES/],
  ])('rejects %j with a readable message', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    expect(() => loadSettings(env)).toThrow(message);
  });

  it("reads the install's Okta sign-in: all three variables or none, https outside a local stand-in", () => {
    const okta = {
      CANOPY_OKTA_ISSUER: 'https://example.okta.com/oauth2/default/',
      CANOPY_OKTA_CLIENT_ID: 'client',
      CANOPY_OKTA_CLIENT_SECRET: 'secret',
    };
    expect(loadSettings({}).oktaLogin).toBeNull();
    expect(loadSettings(okta).oktaLogin).toEqual({
      issuer: 'https://example.okta.com/oauth2/default',
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(() => loadSettings({ ...okta, CANOPY_OKTA_CLIENT_SECRET: '' })).toThrow(
      /CANOPY_OKTA_CLIENT_SECRET missing/,
    );
    expect(() => loadSettings({ ...okta, CANOPY_OKTA_ISSUER: 'http://okta.example.com' })).toThrow(
      /CANOPY_OKTA_ISSUER must be an https/,
    );
    expect(loadSettings({ ...okta, CANOPY_OKTA_ISSUER: 'http://127.0.0.1:9000' }).oktaLogin?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() =>
      loadSettings({
        ...okta,
        CANOPY_OKTA_ISSUER: 'http://127.0.0.1:9000',
        NODE_ENV: 'production',
        CANOPY_PUBLIC_URL: 'https://canopy.example.com',
      }),
    ).toThrow(/CANOPY_OKTA_ISSUER must be an https/);
  });
});
