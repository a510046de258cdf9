import fc from 'fast-check';
import { formatYamlError, validateCodecovYaml } from './validate';

/*
 * Codecov's schema marks only a few keys required (a flag's `name`, a component's `component_id`). Every other
 * key may be left out at any depth without an error: a false "is required" makes users distrust a valid file.
 */

/** Full examples of each place the schema nests settings; each key in them is optional unless listed. */
const namedStatus = {
  name_prefix: 'api-',
  type: 'project',
  target: 'auto',
  threshold: '1%',
  paths: ['src/'],
};
const examples: Array<[string, Record<string, unknown>, string[]]> = [
  [
    'flag_management.default_rules.statuses[]',
    { flag_management: { default_rules: { statuses: [namedStatus] } } },
    [],
  ],
  [
    'flag_management.individual_flags[]',
    {
      flag_management: { individual_flags: [{ name: 'unit', carryforward: true, statuses: [namedStatus] }] },
    },
    ['name'],
  ],
  [
    'component_management.default_rules',
    {
      component_management: {
        default_rules: { statuses: [namedStatus], paths: ['src/'], flag_regexes: ['u.*'] },
      },
    },
    [],
  ],
  [
    'component_management.individual_components[]',
    {
      component_management: {
        individual_components: [
          { component_id: 'api', name: 'API', paths: ['api/'], statuses: [namedStatus] },
        ],
      },
    },
    ['component_id'],
  ],
  [
    'coverage.status.project.default',
    {
      coverage: {
        status: { project: { default: { target: 80, threshold: 1, base: 'auto', informational: true } } },
      },
    },
    [],
  ],
  ['comment', { comment: { layout: 'diff,flags', behavior: 'once', require_changes: true } }, []],
  [
    'bundle_analysis.budgets[]',
    {
      bundle_analysis: {
        warning_threshold: '5%',
        status: 'informational',
        budgets: [{ assets: '*.js', max_size: '170 kB', gzip: true, bundle: 'web' }],
      },
    },
    ['assets', 'max_size'],
  ],
];

/** Every `[path, object]` inside a value, so each key can be removed on its own. */
function mappings(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => mappings(item, [...at, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [at, ...Object.entries(value).flatMap(([key, child]) => mappings(child, [...at, key]))];
}

function without(value: unknown, at: Array<string | number>, key: string): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  const parent = at.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], copy);
  delete (parent as Record<string, unknown>)[key];
  return copy;
}

describe('validateCodecovYaml: optional fields', () => {
  it.each(examples)('%s is valid as given', (_name, document) => {
    expect(validateCodecovYaml(document).errors.map(formatYamlError)).toEqual([]);
  });

  it.each(examples)('%s: leaving out any optional key is no error', (_name, document, required) => {
    for (const at of mappings(document)) {
      const node = at.reduce<unknown>((n, step) => (n as Record<string | number, unknown>)[step], document);
      if (Array.isArray(node)) continue;
      for (const key of Object.keys(node as object)) {
        if (required.includes(key) && typeof at.at(-1) === 'number') continue;
        const { errors } = validateCodecovYaml(without(document, at, key));
        expect({ removed: [...at, key], errors: errors.map(formatYamlError) }).toEqual({
          removed: [...at, key],
          errors: [],
        });
      }
    }
  });

  it('accepts the status from the report: a component status with no name_prefix', () => {
    const document = {
      component_management: {
        default_rules: { statuses: [{ type: 'project', target: 'auto' }] },
        individual_components: [{ component_id: 'core', statuses: [{ type: 'patch' }] }],
      },
    };
    const { config, errors } = validateCodecovYaml(document);
    expect(errors).toEqual([]);
    expect(config.component_management?.default_rules?.statuses).toEqual([
      { type: 'project', target: 'auto' },
    ]);
  });

  it('warns about unknown keys at any depth and keeps everything else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...examples.map(([, document]) => document)),
        fc.stringMatching(/^zz_[a-z]{1,8}$/),
        (document, unknown) => {
          for (const at of mappings(document)) {
            // Status groups map names the user picks to statuses: there, any name is a status, not a key.
            if (at.at(-2) === 'status') continue;
            const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
            const node = at.reduce<unknown>((n, step) => (n as Record<string | number, unknown>)[step], copy);
            if (Array.isArray(node)) continue;
            (node as Record<string, unknown>)[unknown] = 1;
            const result = validateCodecovYaml(copy);
            expect(result.errors).toEqual([]);
            expect(result.warnings.map((w) => w.message)).toEqual(['unknown key']);
            expect(result.config).toEqual(validateCodecovYaml(document).config);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
