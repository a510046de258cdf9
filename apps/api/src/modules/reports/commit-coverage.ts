import {
  type CodecovConfig,
  combineViews,
  type ComponentDefinition,
  componentDefinitions,
  componentView,
  flagView,
  type Report,
  type ReportView,
} from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, UploadRecord } from '../../db/schema';
import { buildCommitConfig } from './commit-config';
import type { ReportReader } from './report-reader';
import { loadYamlSources } from './yaml-store';
import type { YamlSecrets } from './yaml-secrets';

/** A commit's report with what views of it need: the flags of each session and the commit's components. */
export interface CommitCoverage {
  commit: CommitRecord;
  report: Report;
  /** Session id → flags of its upload (carried-forward sessions included). */
  sessionFlags: Map<number, string[]>;
  uploads: UploadRecord[];
  config: CodecovConfig;
  components: ComponentDefinition[];
}

export interface CoverageFilters {
  flags?: readonly string[] | null;
  components?: readonly string[] | null;
}

export type ViewOutcome =
  | { kind: 'view'; view: ReportView }
  | { kind: 'unknownFlags'; flags: string[] }
  | { kind: 'unknownComponents'; components: string[] };

export function sessionFlagsOf(uploads: readonly UploadRecord[]): Map<number, string[]> {
  const flags = new Map<number, string[]>();
  for (const upload of uploads)
    if (upload.state === 'processed' && upload.sessionId !== null) flags.set(upload.sessionId, upload.flags);
  return flags;
}

/** The commit's configuration; with `secrets`, for notifying: its repository's secret strings opened. */
export async function commitConfig(
  db: Kysely<Database>,
  commit: CommitRecord,
  secrets?: YamlSecrets,
): Promise<CodecovConfig> {
  return buildCommitConfig(await loadYamlSources(db, commit), secrets).config;
}

/** Opens a commit's report; null when it has none yet. */
export async function openCommitCoverage(
  db: Kysely<Database>,
  reports: ReportReader,
  commit: CommitRecord,
  uploads: UploadRecord[],
  /** The commit's configuration when the caller has it already. */
  knownConfig?: Promise<CodecovConfig>,
): Promise<CommitCoverage | null> {
  if (!commit.reportStoragePath) return null;
  const [report, config] = await Promise.all([
    reports.read(commit.reportStoragePath),
    knownConfig ?? commitConfig(db, commit),
  ]);
  return {
    commit,
    report,
    sessionFlags: sessionFlagsOf(uploads),
    uploads,
    config,
    components: componentDefinitions(config),
  };
}

export function flagNames(coverage: CommitCoverage): Set<string> {
  return new Set([...coverage.sessionFlags.values()].flat());
}

/** Matches components by id, else by name (people pick either in filters). */
export function findComponents(
  definitions: readonly ComponentDefinition[],
  wanted: readonly string[],
): { found: ComponentDefinition[]; unknown: string[] } {
  const found: ComponentDefinition[] = [];
  const unknown: string[] = [];
  for (const key of wanted) {
    const match = definitions.find((c) => c.id === key) ?? definitions.find((c) => c.name === key);
    if (match) found.push(match);
    else unknown.push(key);
  }
  return { found, unknown };
}

/**
 * The part of a report the filters select: sessions with any of the flags, then files and sessions of any of
 * the components. `knownFlags` decides which flags exist (a comparison knows the flags of both sides).
 */
export function viewFor(
  coverage: Pick<CommitCoverage, 'report' | 'sessionFlags'>,
  filters: CoverageFilters | null | undefined,
  definitions: readonly ComponentDefinition[],
  knownFlags?: ReadonlySet<string>,
): ViewOutcome {
  const views: ReportView[] = [];
  const flags = filters?.flags?.filter(Boolean) ?? [];
  if (flags.length > 0) {
    const known = knownFlags ?? new Set([...coverage.sessionFlags.values()].flat());
    const unknown = flags.filter((flag) => !known.has(flag));
    if (unknown.length === flags.length) return { kind: 'unknownFlags', flags: unknown };
    views.push(flagView(coverage.report, coverage.sessionFlags, flags));
  }
  const wanted = filters?.components?.filter(Boolean) ?? [];
  if (wanted.length > 0) {
    const { found, unknown } = findComponents(definitions, wanted);
    if (found.length === 0) return { kind: 'unknownComponents', components: unknown };
    views.push(
      anyOf(found.map((component) => componentView(coverage.report, coverage.sessionFlags, component))),
    );
  }
  if (views.length === 0) return { kind: 'view', view: { report: coverage.report } };
  return { kind: 'view', view: views.length === 1 ? views[0]! : combineViews(...views) };
}

/** The union of views of one report: any of their sessions, any of their files. */
function anyOf(views: readonly ReportView[]): ReportView {
  if (views.length === 1) return views[0]!;
  const report = views[0]!.report;
  let sessions: Set<number> | undefined = new Set<number>();
  for (const view of views) {
    if (!view.sessions) {
      sessions = undefined;
      break;
    }
    for (const id of view.sessions) sessions.add(id);
  }
  const includes = views.map((view) => view.includePath);
  const includePath = includes.some((include) => !include)
    ? undefined
    : (path: string) => includes.some((include) => include!(path));
  return { report, ...(sessions ? { sessions } : {}), ...(includePath ? { includePath } : {}) };
}
