import type { CodecovConfig } from '@canopy/coverage';
import { statusDefinitions } from './status-definitions';

const contexts = (config: CodecovConfig, flags: string[] = []) =>
  statusDefinitions(config, flags).map((definition) => definition.context);

describe('statusDefinitions', () => {
  it.each<[string, CodecovConfig, string[]]>([
    ['status off', { coverage: { status: false } }, []],
    ['status true', { coverage: { status: true } }, ['codecov/project', 'codecov/patch', 'codecov/changes']],
    ['switches per kind', { coverage: { status: { project: true, patch: false } } }, ['codecov/project']],
    [
      'named statuses',
      { coverage: { status: { project: { default: {}, frontend: { paths: ['web/'] }, old: false } } } },
      ['codecov/project', 'codecov/project/frontend'],
    ],
  ])('%s', (_name, config, expected) => {
    expect(contexts(config)).toEqual(expected);
  });

  it('names flag statuses by prefix and flag, for configured and uploaded flags', () => {
    const config: CodecovConfig = {
      coverage: { status: { project: false, patch: false } },
      flag_management: {
        default_rules: { statuses: [{ type: 'project', name_prefix: 'p-', target: 'auto' }] },
        individual_flags: [{ name: 'unit', statuses: [{ type: 'patch', name_prefix: '', threshold: 1 }] }],
      },
    };
    const definitions = statusDefinitions(config, ['ui']);
    expect(definitions.map((d) => [d.context, d.flags, d.settings])).toEqual([
      ['codecov/project/p-ui', ['ui'], { target: 'auto' }],
      ['codecov/patch/unit', ['unit'], { threshold: 1 }],
    ]);
  });

  it('names component statuses by prefix and component id', () => {
    const config: CodecovConfig = {
      coverage: { status: { project: false, patch: false } },
      component_management: {
        default_rules: { statuses: [{ type: 'project', name_prefix: 'c-' }] },
        individual_components: [
          { component_id: 'api', paths: ['api/'] },
          { component_id: 'web', statuses: [] },
        ],
      },
    };
    expect(statusDefinitions(config, []).map((d) => [d.context, d.component])).toEqual([
      ['codecov/project/c-api', 'api'],
    ]);
  });

  it('keeps the legacy flags filter of a status and lays default_rules under each', () => {
    const config: CodecovConfig = {
      coverage: {
        status: {
          project: { backend: { flags: ['api'], threshold: 2 } },
          default_rules: { carryforward_behavior: 'exclude' },
        },
      },
    };
    expect(statusDefinitions(config, [])).toEqual([
      {
        context: 'codecov/project/backend',
        type: 'project',
        settings: { carryforward_behavior: 'exclude', flags: ['api'], threshold: 2 },
        flags: ['api'],
        component: null,
      },
    ]);
  });
});
