import {
  DEFAULT_CODECOV_CONFIG,
  PATCH_CENTRIC_CODECOV_CONFIG,
  mergeCodecovConfigs,
  resolveCodecovConfig,
} from './merge';
import type { CodecovConfig } from './types';

describe('mergeCodecovConfigs', () => {
  it('merges mappings key by key and lets lists and scalars of later layers replace', () => {
    const merged = mergeCodecovConfigs(
      { coverage: { precision: 2, round: 'down', range: [60, 80] }, ignore: ['a/', 'b/'] },
      { coverage: { precision: 1, range: [70, 90] }, ignore: ['c/'] },
    );
    expect(merged).toEqual({ coverage: { precision: 1, round: 'down', range: [70, 90] }, ignore: ['c/'] });
  });

  it('replaces a switch with a mapping and a mapping with a switch', () => {
    const base: CodecovConfig = {
      coverage: { status: { project: true, patch: { default: { target: 80 } } } },
    };
    const merged = mergeCodecovConfigs(base, {
      coverage: { status: { project: { default: { target: 'auto' } }, patch: false } },
    });
    expect(merged.coverage?.status).toEqual({ project: { default: { target: 'auto' } }, patch: false });
  });

  it('skips missing layers and never shares objects with its layers', () => {
    const layer: CodecovConfig = { flags: { unit: { paths: ['src/'] } } };
    const merged = mergeCodecovConfigs(undefined, layer, null);
    expect(merged).toEqual(layer);
    merged.flags?.['unit']?.paths?.push('lib/');
    expect(layer.flags?.['unit']?.paths).toEqual(['src/']);
  });
});

describe('resolveCodecovConfig', () => {
  const owner: CodecovConfig = { coverage: { precision: 1 }, ignore: ['vendor/'] };
  const repository: CodecovConfig = { coverage: { round: 'up' }, comment: false };
  const commit: CodecovConfig = { coverage: { range: [50, 90] } };

  it('layers defaults, owner and repository settings', () => {
    const config = resolveCodecovConfig({ owner, repository });
    expect(config.coverage).toMatchObject({ precision: 1, round: 'up', range: [60, 80] });
    expect(config.ignore).toEqual(['vendor/']);
    expect(config.comment).toBe(false);
    expect(config.codecov?.require_ci_to_pass).toBe(true);
  });

  it('uses the commit file instead of the repository settings, not on top of them', () => {
    const config = resolveCodecovConfig({ owner, repository, commit });
    expect(config.coverage).toMatchObject({ precision: 1, round: 'down', range: [50, 90] });
    expect(config.comment).toEqual(DEFAULT_CODECOV_CONFIG.comment);
  });

  it('falls back to the repository settings when the commit has no file', () => {
    expect(resolveCodecovConfig({ repository, commit: null }).comment).toBe(false);
  });

  it('starts from the documented defaults and leaves them untouched', () => {
    const before = structuredClone(DEFAULT_CODECOV_CONFIG);
    const config = resolveCodecovConfig({});
    expect(config).toEqual(DEFAULT_CODECOV_CONFIG);
    expect(config.coverage).toEqual({
      precision: 2,
      round: 'down',
      range: [60, 80],
      status: {
        project: true,
        patch: true,
        changes: false,
        default_rules: { flag_coverage_not_uploaded_behavior: 'include' },
      },
    });
    config.coverage?.range?.splice(0, 2);
    expect(DEFAULT_CODECOV_CONFIG).toEqual(before);
  });

  it('can start from other defaults', () => {
    const config = resolveCodecovConfig({ defaults: PATCH_CENTRIC_CODECOV_CONFIG });
    expect(config.coverage?.status).toMatchObject({ project: false, patch: true });
    expect(config.comment).toMatchObject({ hide_project_coverage: true });
  });
});
