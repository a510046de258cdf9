import { defaultBundleName, nextJsConfig, pluginConfig } from './bundle-guides';
import { bundlers } from './bundlers';

// The plugins stop the build on a bundle name outside this pattern (bundler-plugin-core's option schema).
const BUNDLE_NAME = /^[\w\d_:/@.{}[\]$-]+$/;

describe('defaultBundleName', () => {
  test("is the repository's name when the plugins accept it", () => {
    expect(defaultBundleName('widgets')).toBe('widgets');
    expect(defaultBundleName('web.app_2-next')).toBe('web.app_2-next');
  });

  test('turns characters the plugins refuse into dashes, and is never empty', () => {
    expect(defaultBundleName('my app+ü')).toBe('my-app--');
    expect(defaultBundleName('')).toBe('bundle');
    for (const name of ['my app', 'ünïcode', 'a"b', '']) expect(defaultBundleName(name)).toMatch(BUNDLE_NAME);
  });
});

describe('pluginConfig', () => {
  const values = { apiUrl: 'http://127.0.0.1:8980', bundleName: 'web' };

  test.each(bundlers.map((b) => [b.label, b] as const))(
    '%s sets every option the upload needs',
    (_label, bundler) => {
      const config = pluginConfig(bundler, values);
      expect(config).toMatch(/^ +enableBundleAnalysis: true,$/m);
      expect(config).toMatch(/^ +bundleName: "web",$/m);
      expect(config).toMatch(/^ +apiUrl: "http:\/\/127\.0\.0\.1:8980",$/m);
      expect(config).toMatch(/^ +uploadToken: process\.env\.CODECOV_TOKEN,$/m);
      expect(config.endsWith('\n')).toBe(false);
    },
  );

  test('writes the values as string literals', () => {
    const config = pluginConfig(bundlers[0], { apiUrl: 'https://x.example/"a"', bundleName: 'web' });
    expect(config).toContain('apiUrl: "https://x.example/\\"a\\"",');
  });

  test('the Next.js configuration passes its own webpack to the plugin', () => {
    expect(nextJsConfig(values)).toMatch(/^ {8}webpack: options\.webpack,$/m);
    expect(nextJsConfig(values)).toMatch(/^ {8}apiUrl: "http:\/\/127\.0\.0\.1:8980",$/m);
  });
});
