import type { Report } from '../model/report';
import { matchesPaths } from '../yaml/path-patterns';
import type { CodecovConfig, ComponentRules } from '../yaml/types';
import type { ReportView } from './compare';

/** A Component as codecov.yml defines it, with its default rules applied. */
export interface ComponentDefinition {
  id: string;
  name: string;
  paths: string[];
  flagRegexes: string[];
}

/** Keys a component sets itself win over `default_rules`; the display name falls back to the id. */
export function componentDefinitions(config: CodecovConfig): ComponentDefinition[] {
  const management = config.component_management;
  const defaults: ComponentRules = management?.default_rules ?? {};
  return (management?.individual_components ?? []).map((component) => {
    const name = component.name ?? defaults.name;
    return {
      id: component.component_id,
      name: name || component.component_id || 'default_component',
      paths: [...(component.paths ?? defaults.paths ?? [])],
      flagRegexes: [...(component.flag_regexes ?? defaults.flag_regexes ?? [])],
    };
  });
}

/** The sessions (uploads) of a report that carry any of the flags. */
export function flagView(
  report: Report,
  sessionFlags: ReadonlyMap<number, readonly string[]>,
  flags: readonly string[],
): ReportView {
  const wanted = new Set(flags);
  const sessions = new Set<number>();
  for (const [id, names] of sessionFlags) if (names.some((name) => wanted.has(name))) sessions.add(id);
  return { report, sessions };
}

/**
 * A flag regex matched at the start of the flag name only, as Python's `re.match` does. A leading inline
 * flag group such as `(?i)` is honoured; a regex JavaScript cannot compile matches nothing.
 */
function flagMatcher(source: string): (flag: string) => boolean {
  const inline = /^\(\?([imsx]+)\)/.exec(source);
  const body = inline ? source.slice(inline[0].length) : source;
  const flags = inline ? [...new Set(inline[1]!.replace(/x/g, ''))].join('') : '';
  try {
    const regex = new RegExp(`^(?:${body})`, flags);
    return (flag) => regex.test(flag);
  } catch {
    return () => false;
  }
}

/** A Component's view: sessions whose flags match its regexes (all without any), files matching its paths. */
export function componentView(
  report: Report,
  sessionFlags: ReadonlyMap<number, readonly string[]>,
  component: ComponentDefinition,
): ReportView {
  const view: ReportView = { report };
  if (component.flagRegexes.length > 0) {
    const matchers = component.flagRegexes.map(flagMatcher);
    const sessions = new Set<number>();
    for (const [id, names] of sessionFlags)
      if (names.some((name) => matchers.some((matches) => matches(name)))) sessions.add(id);
    view.sessions = sessions;
  }
  if (component.paths.length > 0) {
    const paths = component.paths;
    view.includePath = (path) => matchesPaths(path, paths);
  }
  return view;
}

/** Views of one report narrowed together: the sessions they share and the files they all include. */
export function combineViews(...views: ReportView[]): ReportView {
  const first = views[0];
  if (!first) throw new RangeError('combineViews needs at least one view');
  let sessions: Set<number> | undefined;
  const filters: ((path: string) => boolean)[] = [];
  for (const view of views) {
    if (view.sessions) {
      const given = view.sessions;
      sessions = sessions ? new Set([...sessions].filter((id) => given.has(id))) : new Set(given);
    }
    if (view.includePath) filters.push(view.includePath);
  }
  const combined: ReportView = { report: first.report };
  if (sessions) combined.sessions = sessions;
  if (filters.length === 1) combined.includePath = filters[0]!;
  else if (filters.length > 1) combined.includePath = (path) => filters.every((include) => include(path));
  return combined;
}
