import { setTestConfigEnv } from '../testing';
import { configEnvDefaults, getConfigEnv, isProduction, isSelfHosted, parseConfigEnv } from './config-env';

describe('runtime configuration', () => {
  it('defaults every key when window.configEnv is missing', () => {
    const restore = setTestConfigEnv();
    delete window.configEnv;
    expect(getConfigEnv()).toEqual(configEnvDefaults);
    expect(getConfigEnv()).toMatchObject({
      API_URL: '',
      GH_APP: 'canopy',
      GH_APP_AI: 'canopy-ai',
      SUNBURST_ENABLED: true,
      DISPLAY_SELF_HOSTED_EXPIRATION_BANNER: true,
      SENTRY_TRACING_SAMPLE_RATE: 1,
      SENTRY_PROFILING_SAMPLE_RATE: 0.1,
      SENTRY_SESSION_SAMPLE_RATE: 0.1,
      SENTRY_ERROR_SAMPLE_RATE: 1,
    });
    restore();
  });

  it('parses strings as environment variables arrive, and ignores unknown keys', () => {
    const config = parseConfigEnv({
      API_URL: 'https://api.canopy.test',
      IS_SELF_HOSTED: 'true',
      HIDE_ACCESS_TAB: '1',
      SUNBURST_ENABLED: 'false',
      SENTRY_TRACING_SAMPLE_RATE: '0.5',
      SENTRY_ERROR_SAMPLE_RATE: 'not a number',
      DEV_LOGIN: true,
      SOMETHING_ELSE: 'x',
    });
    expect(config).toMatchObject({
      API_URL: 'https://api.canopy.test',
      IS_SELF_HOSTED: true,
      HIDE_ACCESS_TAB: true,
      SUNBURST_ENABLED: false,
      SENTRY_TRACING_SAMPLE_RATE: 0.5,
      SENTRY_ERROR_SAMPLE_RATE: 1,
      DEV_LOGIN: true,
    });
    expect(config).not.toHaveProperty('SOMETHING_ELSE');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads window.configEnv, keeps one object per configuration and follows a replaced one', () => {
    const restore = setTestConfigEnv({ ENV: 'enterprise' });
    const first = getConfigEnv();
    expect(getConfigEnv()).toBe(first);
    expect(first.ENV).toBe('enterprise');
    window.configEnv = { ENV: 'production' };
    expect(getConfigEnv().ENV).toBe('production');
    restore();
  });

  it('is self-hosted with IS_SELF_HOSTED or ENV=enterprise', () => {
    expect(isSelfHosted(parseConfigEnv({ IS_SELF_HOSTED: true }))).toBe(true);
    expect(isSelfHosted(parseConfigEnv({ ENV: 'enterprise' }))).toBe(true);
    expect(isSelfHosted(parseConfigEnv({ ENV: 'production', IS_SELF_HOSTED: 'false' }))).toBe(false);
    expect(isProduction(parseConfigEnv({ NODE_ENV: 'development' }))).toBe(false);
    expect(isProduction(parseConfigEnv({}))).toBe(true);
  });
});
