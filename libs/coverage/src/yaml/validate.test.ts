import fc from 'fast-check';
import { formatYamlError, moveLegacyKeys, validateCodecovYaml } from './validate';

/** The errors as `path: message` lines, the way users see them, then the warnings. */
function messages(value: unknown): string[] {
  const { errors, warnings } = validateCodecovYaml(value);
  return [...errors.map(formatYamlError), ...warnings.map((w) => `warning: ${formatYamlError(w)}`)];
}

describe('validateCodecovYaml: error messages', () => {
  it.each([
    [{ coverage: { precision: 100 } }, 'coverage.precision: must be an integer from 0 to 99'],
    [{ coverage: { precision: 1.5 } }, 'coverage.precision: must be an integer from 0 to 99'],
    [{ coverage: { round: 'sideways' } }, 'coverage.round: must be one of down, up, nearest'],
    [
      { coverage: { range: '80..60' } },
      'coverage.range: must be "lo..hi" or [lo, hi] with 0 ≤ lo ≤ hi ≤ 100',
    ],
    [
      { coverage: { range: [0, 101] } },
      'coverage.range: must be "lo..hi" or [lo, hi] with 0 ≤ lo ≤ hi ≤ 100',
    ],
    [{ coverage: { foo: 1 } }, 'warning: coverage.foo: unknown key'],
    [{ fixes: ['a::b', 'c::', 'no-separator'] }, 'fixes[2]: must be "before::after"'],
    [{ fixes: ['::'] }, 'fixes[0]: must be "before::after"'],
    [{ flags: { unit: { paths: ['[z-a]'] } } }, 'flags.unit.paths[0]: is not a valid path pattern: "[z-a]"'],
    [
      { flags: { 'has space': {} } },
      'flags["has space"]: flag names must be 1 to 1024 characters without spaces or quotes',
    ],
    [{ flags: { unit: { carryforward: 'yes' } } }, 'flags.unit.carryforward: must be true or false'],
    [
      { flags: { unit: { carryforward_mode: 'some' } } },
      'flags.unit.carryforward_mode: must be one of all, labels',
    ],
    [{ ignore: 'tests/' }, 'ignore: must be a list'],
    [{ codecov: { require_ci_to_pass: 'true' } }, 'codecov.require_ci_to_pass: must be true or false'],
    [
      { codecov: { notify: { after_n_builds: -1 } } },
      'codecov.notify.after_n_builds: must be an integer of at least 0',
    ],
    [
      { codecov: { max_report_age: [] } },
      'codecov.max_report_age: must be true, false, a number of seconds or a duration such as "12h ago"',
    ],
    [{ coverage: { status: 'on' } }, 'coverage.status: must be true, false or a mapping'],
    [
      { coverage: { status: { project: 3 } } },
      'coverage.status.project: must be true, false or a mapping of named statuses',
    ],
    [
      { coverage: { status: { project: { 'bad name!': {} } } } },
      'coverage.status.project["bad name!"]: status names may only use letters, digits, "_", "-" and "."',
    ],
    [
      { coverage: { status: { project: { default: { target: 'most' } } } } },
      'coverage.status.project.default.target: must be "auto" or a percentage from 0 to 100, such as "80%"',
    ],
    [
      { coverage: { status: { patch: { default: { threshold: 'auto' } } } } },
      'coverage.status.patch.default.threshold: must be a percentage from 0 to 100, such as 80 or "80%"',
    ],
    [
      { coverage: { status: { project: { default: { if_ci_failed: 'maybe' } } } } },
      'coverage.status.project.default.if_ci_failed: must be one of success, failure, error, ignore',
    ],
    [
      { coverage: { status: { project: { default: { base: 'main' } } } } },
      'coverage.status.project.default.base: must be one of parent, pr, auto',
    ],
    [
      { coverage: { status: { project: { default: { removed_code_behavior: 'always' } } } } },
      'coverage.status.project.default.removed_code_behavior: must be one of off, removals_only, adjust_base, fully_covered_patch',
    ],
    [
      { coverage: { status: { no_upload_behavior: 'skip' } } },
      'coverage.status.no_upload_behavior: must be one of pass, fail',
    ],
    [
      { flag_management: { individual_flags: [{ paths: ['src/'] }] } },
      'flag_management.individual_flags[0].name: is required',
    ],
    [
      { flag_management: { default_rules: { statuses: [{ name_prefix: 'x', type: 'total' }] } } },
      'flag_management.default_rules.statuses[0].type: must be one of project, patch, changes',
    ],
    [
      { component_management: { individual_components: [{ name: 'api' }] } },
      'component_management.individual_components[0].component_id: is required',
    ],
    [
      { component_management: { default_rules: { flag_regexes: ['(unclosed'] } } },
      'component_management.default_rules.flag_regexes[0]: is not a valid regular expression: "(unclosed"',
    ],
    [
      { parsers: { gcov: { branch_detection: { loop: 1 } } } },
      'parsers.gcov.branch_detection.loop: must be true or false',
    ],
    [{ parsers: { python: {} } }, 'warning: parsers.python: unknown key'],
    [{ comment: true }, 'comment: must be false or a mapping'],
    [
      { comment: { require_changes: ['coverage_drop', 'x'] } },
      'comment.require_changes[1]: must be one of coverage_drop, uncovered_patch',
    ],
    [{ comment: { behavior: 'loud' } }, 'comment.behavior: must be one of default, once, new, spammy'],
    [
      { comment: { layout: 'diff, flags & files' } },
      'comment.layout: unknown layout sections: "flags & files"',
    ],
    [
      { comment: { require_changes: 'coverage_rise' } },
      'comment.require_changes: must be true, false, or one or more of coverage_drop, uncovered_patch',
    ],
    [
      { bundle_analysis: { warning_threshold: '5 parsecs' } },
      'bundle_analysis.warning_threshold: must be a size in bytes (such as 500000 or "500 kb") or a percentage (such as "5%")',
    ],
    [{ bundle_analysis: { status: 'loud' } }, 'bundle_analysis.status: must be one of informational'],
    [
      { bundle_analysis: { budgets: [{ assets: '*.js', max_size: '170 parsecs' }] } },
      'bundle_analysis.budgets[0].max_size: must be a size in bytes, such as 170000 or "170 kB"',
    ],
    [
      { bundle_analysis: { budgets: [{ max_size: 1000 }] } },
      'bundle_analysis.budgets[0].assets: is required',
    ],
    [
      { bundle_analysis: { budgets: [{ assets: '*.js', max_size: 1, gzip: 'yes' }] } },
      'bundle_analysis.budgets[0].gzip: must be true or false',
    ],
    [
      { bundle_analysis: { budgets: [{ assets: '*.js', max_size: 1, bundle: 'my app' }] } },
      'bundle_analysis.budgets[0].bundle: must be a glob without spaces or quotes',
    ],
    [{ bundle_analysis: { budgets: { assets: '*.js' } } }, 'bundle_analysis.budgets: must be a list'],
    [
      { bundle_analysis: { budgets: [{ assets: '*.js', max_size: 1, max: 2 }] } },
      'warning: bundle_analysis.budgets[0].max: unknown key',
    ],
    [{ test_analytics: { flake_detection: 'no' } }, 'test_analytics.flake_detection: must be true or false'],
    [{ github_checks: 'on' }, 'github_checks: must be true, false or a mapping'],
    [{ slack_app: { enabled: 'yes' } }, 'slack_app.enabled: must be true or false'],
    [{ profiling: { critical_files_paths: [] } }, 'warning: profiling: unknown key'],
    [{ beta_groups: [] }, 'warning: beta_groups: unknown key'],
    [['a'], 'must be a mapping of settings'],
    [{ cli: { deep: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) } }, 'cli.deep: is nested too deeply'],
  ])('%j → %s', (input, expected) => {
    expect(messages(input)).toEqual([expected]);
  });

  it('reports every problem, not only the first, and keeps the valid rest', () => {
    const { config, errors } = validateCodecovYaml({
      coverage: { precision: 'two', round: 'up', range: '70..', foo: true },
      ignore: ['tests/', 42, 'docs/**'],
      comment: { layout: 'diff', behavior: 'loud' },
    });
    expect(errors.map(formatYamlError)).toEqual([
      'coverage.precision: must be an integer from 0 to 99',
      'coverage.range: must be "lo..hi" or [lo, hi] with 0 ≤ lo ≤ hi ≤ 100',
      'ignore[1]: must be a string',
      'comment.behavior: must be one of default, once, new, spammy',
    ]);
    expect(config).toEqual({
      coverage: { round: 'up' },
      ignore: ['tests/', 'docs/**'],
      comment: { layout: 'diff' },
    });
  });

  it('drops a list item whose required key is missing and keeps the others', () => {
    const { config } = validateCodecovYaml({
      flag_management: { individual_flags: [{ name: 'unit', carryforward: true }, { carryforward: true }] },
    });
    expect(config.flag_management?.individual_flags).toEqual([{ name: 'unit', carryforward: true }]);
  });

  it('treats an empty document as no settings', () => {
    expect(validateCodecovYaml(null)).toEqual({ config: {}, errors: [], warnings: [] });
    expect(validateCodecovYaml(undefined)).toEqual({ config: {}, errors: [], warnings: [] });
  });

  it('never lets a user-chosen name replace the prototype', () => {
    const { config, errors } = validateCodecovYaml(
      JSON.parse('{"flags": {"__proto__": {"carryforward": true}}}'),
    );
    expect(errors.map(formatYamlError)).toEqual(['flags.__proto__: is a reserved name']);
    expect(Object.getPrototypeOf(config.flags)).toBe(Object.prototype);
    expect(messages(JSON.parse('{"__proto__": {"x": 1}}'))).toEqual(['warning: __proto__: unknown key']);
  });
});

describe('validateCodecovYaml: coercions', () => {
  it('reads percentages written as numbers or strings, and auto only for targets', () => {
    const { config, errors } = validateCodecovYaml({
      coverage: {
        status: {
          project: { default: { target: 'auto', threshold: '1%' }, api: { target: '80.5%', threshold: 0.5 } },
          patch: { default: { target: 90 } },
          changes: false,
        },
      },
    });
    expect(errors).toEqual([]);
    expect(config.coverage?.status).toEqual({
      project: { default: { target: 'auto', threshold: 1 }, api: { target: 80.5, threshold: 0.5 } },
      patch: { default: { target: 90 } },
      changes: false,
    });
  });

  it.each([
    ['60..80', [60, 80]],
    ['60...80', [60, 80]],
    ['70.5...100', [70.5, 100]],
    [
      [50, 75],
      [50, 75],
    ],
    ['50%..90%', [50, 90]],
  ])('coverage.range %j → %j', (range, expected) => {
    const { config, errors } = validateCodecovYaml({ coverage: { range } });
    expect(errors).toEqual([]);
    expect(config.coverage?.range).toEqual(expected);
  });

  it.each([
    [500000, { type: 'absolute', value: 500000 }],
    [0.5, { type: 'percentage', value: 0.5 }],
    ['5%', { type: 'percentage', value: 5 }],
    ['10 mb', { type: 'absolute', value: 10_000_000 }],
    ['12KB', { type: 'absolute', value: 12_000 }],
    ['100b', { type: 'absolute', value: 100 }],
    ['100 bytes', { type: 'absolute', value: 100 }],
    ['1.5gb', { type: 'absolute', value: 1_500_000_000 }],
    [
      { type: 'percentage', value: 5 },
      { type: 'percentage', value: 5 },
    ],
  ])('bundle threshold %j → %j', (threshold, expected) => {
    const { config, errors } = validateCodecovYaml({
      bundle_analysis: { warning_threshold: threshold },
      comment: { bundle_change_threshold: threshold },
    });
    expect(errors).toEqual([]);
    expect(config.bundle_analysis?.warning_threshold).toEqual(expected);
    expect(config.comment && config.comment.bundle_change_threshold).toEqual(expected);
  });

  it('reads size budgets with sizes in bytes or decimal units, and drops the invalid ones', () => {
    const { config, errors } = validateCodecovYaml({
      bundle_analysis: {
        budgets: [
          { assets: 'main.*.js', max_size: '170 kB', gzip: true },
          { assets: '**/*.css', max_size: 20000, bundle: 'web-*' },
          { assets: '', max_size: 1 },
        ],
      },
    });
    expect(errors.map(formatYamlError)).toEqual(['bundle_analysis.budgets[2].assets: must not be empty']);
    expect(config.bundle_analysis?.budgets).toEqual([
      { assets: 'main.*.js', max_size: 170_000, gzip: true },
      { assets: '**/*.css', max_size: 20_000, bundle: 'web-*' },
    ]);
  });

  it('normalises comment settings', () => {
    const { config, errors } = validateCodecovYaml({
      comment: {
        layout: ['condensed_header', 'diff', 'files:10'],
        require_changes: 'coverage_drop OR uncovered_patch',
        require_bundle_changes: 'bundle_increase',
      },
    });
    expect(errors).toEqual([]);
    expect(config.comment).toEqual({
      layout: 'condensed_header,diff,files:10',
      require_changes: ['coverage_drop', 'uncovered_patch'],
      require_bundle_changes: 'bundle_increase',
    });
    expect(validateCodecovYaml({ comment: false }).config).toEqual({ comment: false });
  });

  it('reads an empty section as empty settings and `false` as removed_code_behavior off', () => {
    const { config, errors } = validateCodecovYaml({
      coverage: { status: { project: { default: null, strict: { removed_code_behavior: false } } } },
      ignore: null,
    });
    expect(errors).toEqual([]);
    expect(config).toEqual({
      coverage: { status: { project: { default: {}, strict: { removed_code_behavior: 'off' } } } },
      ignore: [],
    });
  });

  it('keeps the sections it does not interpret when they are mappings', () => {
    const { config, errors } = validateCodecovYaml({
      cli: { plugins: { pycoverage: { report_type: 'json' } } },
      coverage: { notify: { slack: { default: { url: 'secret:abc' } } } },
    });
    expect(errors).toEqual([]);
    expect(config.cli).toEqual({ plugins: { pycoverage: { report_type: 'json' } } });
    expect(config.coverage?.notify).toEqual({ slack: { default: { url: 'secret:abc' } } });
  });
});

describe('validateCodecovYaml: legacy locations', () => {
  it('moves coverage.flags|parsers|ignore|fixes to the top level', () => {
    const { config, errors } = validateCodecovYaml({
      coverage: {
        precision: 1,
        flags: { unit: { paths: ['src/'] } },
        parsers: { go: { partials_as_hits: true } },
        ignore: ['vendor/'],
        fixes: ['old/::new/'],
      },
    });
    expect(errors).toEqual([]);
    expect(config).toEqual({
      coverage: { precision: 1 },
      flags: { unit: { paths: ['src/'] } },
      parsers: { go: { partials_as_hits: true } },
      ignore: ['vendor/'],
      fixes: ['old/::new/'],
    });
  });

  it('lets a top-level key win over its legacy location', () => {
    const { config } = validateCodecovYaml({ ignore: ['a/'], coverage: { ignore: ['b/'] } });
    expect(config).toEqual({ ignore: ['a/'], coverage: {} });
  });

  it('moves codecov.notify.require_ci_to_pass to codecov.require_ci_to_pass', () => {
    const { config, errors } = validateCodecovYaml({
      codecov: { notify: { require_ci_to_pass: false, wait_for_ci: true } },
    });
    expect(errors).toEqual([]);
    expect(config.codecov).toEqual({ require_ci_to_pass: false, notify: { wait_for_ci: true } });
  });

  it('does not change its input and drops to_string', () => {
    const input = {
      to_string: 'x',
      coverage: { ignore: ['a/'] },
      codecov: { notify: { require_ci_to_pass: true } },
    };
    const copy = structuredClone(input);
    expect(moveLegacyKeys(input)).toEqual({
      coverage: {},
      ignore: ['a/'],
      codecov: { notify: {}, require_ci_to_pass: true },
    });
    expect(input).toEqual(copy);
  });
});

describe('validateCodecovYaml: properties', () => {
  const known = [
    'codecov',
    'coverage',
    'ignore',
    'fixes',
    'flags',
    'flag_management',
    'component_management',
  ];
  const documents = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...known, 'comment', 'parsers', 'bundle_analysis'), fc.jsonValue()),
    fc.record({
      coverage: fc.dictionary(
        fc.constantFrom('precision', 'round', 'range', 'status', 'flags'),
        fc.jsonValue(),
      ),
      flag_management: fc.dictionary(fc.constantFrom('default_rules', 'individual_flags'), fc.jsonValue()),
    }),
  );

  it('never throws, and every error has a location and a message', () => {
    fc.assert(
      fc.property(documents, (value) => {
        const { errors } = validateCodecovYaml(value);
        return errors.every((error) => typeof error.path === 'string' && error.message.length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts its own output unchanged', () => {
    fc.assert(
      fc.property(documents, (value) => {
        const first = validateCodecovYaml(value).config;
        const second = validateCodecovYaml(JSON.parse(JSON.stringify(first)));
        expect(second.errors).toEqual([]);
        expect(second.config).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
