import { formatCodecovYaml, MAX_CODECOV_YAML_LENGTH, parseCodecovYaml } from './parse';
import { formatYamlError } from './validate';

const read = (text: string) => parseCodecovYaml(text);

describe('parseCodecovYaml', () => {
  it('reads a typical file', () => {
    const { config, errors } = read(`
codecov:
  require_ci_to_pass: yes
  notify:
    after_n_builds: 2
coverage:
  precision: 1
  round: nearest
  range: "70...100"
  status:
    project:
      default:
        target: auto
        threshold: 1%
    patch: off
ignore:
  - "tests/**/*"
  - "./docs/"
fixes:
  - "/home/user/project/::"
comment:
  layout: "reach, diff, flags, files"
  behavior: default
`);
    expect(errors).toEqual([]);
    expect(config).toEqual({
      codecov: { require_ci_to_pass: true, notify: { after_n_builds: 2 } },
      coverage: {
        precision: 1,
        round: 'nearest',
        range: [70, 100],
        status: { project: { default: { target: 'auto', threshold: 1 } }, patch: false },
      },
      ignore: ['tests/**/*', './docs/'],
      fixes: ['/home/user/project/::'],
      comment: { layout: 'reach,diff,flags,files', behavior: 'default' },
    });
  });

  it('uses YAML 1.1 booleans and merge keys, as codecov.yml files expect', () => {
    const { config, errors } = read(`
comment: off
flags:
  unit: &unit
    paths: [src/]
    carryforward: on
  integration:
    <<: *unit
    carryforward: no
`);
    expect(errors).toEqual([]);
    expect(config).toEqual({
      comment: false,
      flags: {
        unit: { paths: ['src/'], carryforward: true },
        integration: { paths: ['src/'], carryforward: false },
      },
    });
  });

  it('reports an alias without its anchor', () => {
    const { config, errors } = read('coverage:\n  status:\n    project: *missing\n');
    expect(config).toEqual({});
    expect(errors.map(formatYamlError)).toEqual([
      'cannot be read: Unresolved alias (the anchor must be set before the alias): missing',
    ]);
  });

  it('reports syntax errors with line and column and keeps no settings', () => {
    const { config, errors } = read('coverage:\n  precision: [2\nignore: []\n');
    expect(config).toEqual({});
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.path).toBe('');
    expect(errors[0]?.message).toMatch(/^line \d+, column \d+: /);
  });

  it('reports the locations of validation errors', () => {
    const { errors } = read('coverage:\n  precision: 100\n  round: sideways\n');
    expect(errors.map(formatYamlError)).toEqual([
      'coverage.precision: must be an integer from 0 to 99',
      'coverage.round: must be one of down, up, nearest',
    ]);
  });

  it('rejects custom and object-building tags', () => {
    const { config, errors } = read('codecov:\n  bot: !!python/object/apply:os.system ["ls"]\n');
    expect(config).toEqual({});
    expect(errors[0]?.message).toMatch(/^line 2, column 8: Unresolved tag/);
    expect(read('codecov:\n  bot: !!binary aGVsbG8=\n').errors[0]?.message).toMatch(/Unresolved tag/);
  });

  it('keeps dates as text', () => {
    const { config, errors } = read('codecov:\n  branch: 2024-01-01\n');
    expect(errors).toEqual([]);
    expect(config.codecov?.branch).toBe('2024-01-01');
  });

  it('stops alias bombs', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i += 1) {
      const previous = String.fromCharCode(96 + i);
      const current = String.fromCharCode(97 + i);
      levels.push(`${current}: &${current} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const { config, errors } = read(levels.join('\n'));
    expect(config).toEqual({});
    expect(errors.map(formatYamlError)).toEqual([
      'cannot be read: Excessive alias count indicates a resource exhaustion attack',
    ]);
  });

  it('refuses documents above the size limit without parsing them', () => {
    const huge = `ignore:\n${'  - "some/long/path/that/repeats/"\n'.repeat(20_000)}`;
    expect(huge.length).toBeGreaterThan(MAX_CODECOV_YAML_LENGTH);
    const { config, errors } = read(huge);
    expect(config).toEqual({});
    expect(errors.map(formatYamlError)).toEqual([`is larger than ${MAX_CODECOV_YAML_LENGTH / 1024} KiB`]);
  });

  it('reads a large document below the limit', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `  - "packages/p${i}/generated/**"`);
    const { config, errors } = read(`ignore:\n${lines.join('\n')}\n`);
    expect(errors).toEqual([]);
    expect(config.ignore).toHaveLength(10_000);
  });

  it('survives deep nesting', () => {
    const { errors } = read(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('reads an empty file as no settings and a scalar file as an error', () => {
    expect(read('')).toEqual({ config: {}, errors: [], warnings: [] });
    expect(read('# only a comment\n')).toEqual({ config: {}, errors: [], warnings: [] });
    expect(read('just text').errors.map(formatYamlError)).toEqual(['must be a mapping of settings']);
  });

  it('keeps __proto__ as a plain (unknown) key', () => {
    const { config, errors, warnings } = read('__proto__:\n  polluted: true\n');
    expect(errors).toEqual([]);
    expect(warnings.map(formatYamlError)).toEqual(['__proto__: unknown key']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
  });

  it('reads a bundle threshold written with a fraction as a percentage', () => {
    const { config } = read(
      'bundle_analysis:\n  warning_threshold: 5.0\ncomment:\n  bundle_change_threshold: 5\n',
    );
    expect(config.bundle_analysis?.warning_threshold).toEqual({ type: 'percentage', value: 5 });
    expect(config.comment && config.comment.bundle_change_threshold).toEqual({ type: 'absolute', value: 5 });
  });

  it('lets the last of duplicate keys win, as the reference parser does', () => {
    const { config, errors } = read('coverage:\n  precision: 1\n  precision: 3\n');
    expect(errors).toEqual([]);
    expect(config.coverage?.precision).toBe(3);
  });
});

describe('formatCodecovYaml', () => {
  it('writes a configuration that reads back as the same configuration', () => {
    const { config } = parseCodecovYaml(
      'coverage:\n  range: "60..80"\n  status:\n    project: off\nignore: ["vendor/**"]\ncomment: false\n',
    );
    const text = formatCodecovYaml(config);
    expect(text).toContain('ignore:\n  - vendor/**');
    expect(parseCodecovYaml(text)).toEqual({ config, errors: [], warnings: [] });
  });
});
