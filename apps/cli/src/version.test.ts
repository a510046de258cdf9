import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_VERSION, USER_AGENT } from './version';

describe('version', () => {
  it('is the package version', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(CLI_VERSION).toBe(manifest.version);
    expect(USER_AGENT).toBe(`canopy-cli/${manifest.version}`);
  });
});
