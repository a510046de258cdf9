import type {
  CodecovConfig,
  NamedStatusRule,
  StatusGroup,
  StatusSettings,
  StatusType,
} from '@canopy/coverage';

/** One commit status to evaluate: its context on the host, its kind and settings, and what it looks at. */
export interface StatusDefinition {
  /** `codecov/project`, `codecov/patch/frontend`, … */
  context: string;
  type: StatusType;
  settings: StatusSettings;
  /** Only these flags' sessions (legacy `flags:` or a flag's own status). */
  flags: string[] | null;
  /** Only this component (a component's status). */
  component: string | null;
}

const TYPES: readonly StatusType[] = ['project', 'patch', 'changes'];

function contextName(type: StatusType, name: string): string {
  return name === 'default' ? `codecov/${type}` : `codecov/${type}/${name}`;
}

/** `true` is one `default` status; a mapping names each status, a `false` entry switches that one off. */
function namedStatuses(group: StatusGroup | undefined): [string, StatusSettings][] {
  if (group === undefined || group === false) return [];
  if (group === true) return [['default', {}]];
  return Object.entries(group).flatMap(([name, value]): [string, StatusSettings][] =>
    value === false ? [] : [[name, value === true ? {} : value]],
  );
}

function fromRules(
  rules: readonly NamedStatusRule[],
  id: string,
  defaults: StatusSettings,
  scope: { flags: string[] | null; component: string | null },
): StatusDefinition[] {
  // A rule without a type names no status to post: the yaml may leave it out, and nothing is posted for it.
  return rules.flatMap(({ name_prefix: prefix, type, ...settings }) =>
    type
      ? [
          {
            context: contextName(type, `${prefix ?? ''}${id}`),
            type,
            settings: { ...defaults, ...settings },
            ...scope,
          },
        ]
      : [],
  );
}

/**
 * Every status the configuration asks for: `coverage.status.{project,patch,changes}`, then each flag's
 * statuses (`flag_management`, for configured flags and those the head uploaded) and each component's.
 */
export function statusDefinitions(
  config: CodecovConfig,
  uploadedFlags: readonly string[],
): StatusDefinition[] {
  const status = config.coverage?.status;
  if (status === false || status === undefined) return [];
  const root = status === true ? {} : status;
  const defaults: StatusSettings = { ...(root.default_rules ?? {}) };
  const out: StatusDefinition[] = [];
  for (const type of TYPES)
    for (const [name, settings] of namedStatuses(status === true ? true : root[type]))
      out.push({
        context: contextName(type, name),
        type,
        settings: { ...defaults, ...settings },
        flags: settings.flags?.length ? [...settings.flags] : null,
        component: null,
      });
  const flags = config.flag_management;
  if (flags) {
    const names = new Set([...(flags.individual_flags ?? []).map((flag) => flag.name), ...uploadedFlags]);
    for (const name of [...names].sort()) {
      const own = flags.individual_flags?.find((flag) => flag.name === name);
      const rules = own?.statuses ?? flags.default_rules?.statuses ?? [];
      out.push(...fromRules(rules, name, defaults, { flags: [name], component: null }));
    }
  }
  const components = config.component_management;
  for (const component of components?.individual_components ?? []) {
    const rules = component.statuses ?? components?.default_rules?.statuses ?? [];
    out.push(
      ...fromRules(rules, component.component_id, defaults, {
        flags: null,
        component: component.component_id,
      }),
    );
  }
  return out;
}
