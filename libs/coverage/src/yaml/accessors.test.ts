import {
  carryforwardFlagNames,
  coverageDisplay,
  flagRules,
  ignorePatterns,
  parserOptions,
  pathFixes,
} from './accessors';
import type { CodecovConfig } from './types';

describe('codecov.yml accessors', () => {
  it('gives display settings with defaults', () => {
    expect(coverageDisplay({})).toEqual({ precision: 2, round: 'down', range: [60, 80] });
    expect(coverageDisplay({ coverage: { precision: 0, round: 'nearest', range: [10, 20] } })).toEqual({
      precision: 0,
      round: 'nearest',
      range: [10, 20],
    });
  });

  it('gives ignore patterns and fixes', () => {
    expect(ignorePatterns({})).toEqual([]);
    expect(ignorePatterns({ ignore: ['a/'] })).toEqual(['a/']);
    expect(pathFixes({ fixes: ['a::b'] })).toEqual(['a::b']);
  });

  const config: CodecovConfig = {
    flags: {
      unit: { paths: ['src/'], carryforward: false },
      legacy: { ignore: ['gen/'], carryforward: true },
    },
    flag_management: {
      default_rules: { carryforward: true, carryforward_mode: 'all', paths: ['.*'] },
      individual_flags: [{ name: 'unit', carryforward_mode: 'labels', paths: ['src/core/'] }],
    },
  };

  it('combines default rules, legacy flags and individual flags', () => {
    expect(flagRules(config, 'unit')).toEqual({
      paths: ['src/core/'],
      carryforward: false,
      carryforward_mode: 'labels',
    });
    expect(flagRules(config, 'legacy')).toEqual({
      paths: ['.*'],
      ignore: ['gen/'],
      carryforward: true,
      carryforward_mode: 'all',
    });
    expect(flagRules(config, 'other')).toEqual({
      paths: ['.*'],
      carryforward: true,
      carryforward_mode: 'all',
    });
    expect(flagRules({}, 'toString')).toEqual({});
    expect(carryforwardFlagNames(config)).toEqual(['legacy']);
  });

  it('gives parser options in the shape parsers read', () => {
    expect(parserOptions({})).toEqual({});
    expect(
      parserOptions({
        parsers: {
          go: { partials_as_hits: true },
          cobertura: { handle_missing_conditions: true },
          gcov: { branch_detection: { loop: true } },
          v1: { include_full_missed_files: true },
        },
      }),
    ).toEqual({
      go: { partials_as_hits: true },
      cobertura: { handle_missing_conditions: true },
      gcov: { branch_detection: { loop: true } },
    });
  });
});
