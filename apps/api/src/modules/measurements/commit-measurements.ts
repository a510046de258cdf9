import { type ComponentDefinition, componentDefinitions, type Report } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import { buildCommitConfig, loadYamlSources, type YamlSources } from '../reports';
import {
  componentMeasurements,
  flagMeasurements,
  type HitsAndLines,
  recordCommitMeasurements,
  sessionFlagsOfCommits,
} from './measurement-store';

/** Opens stored reports by storage key (ReportReader, or anything that reads the same blobs). */
export interface ReportSource {
  read(key: string): Promise<Report>;
}

/** Which series besides coverage a commit is measured for. */
export interface MeasuredKinds {
  flags: boolean;
  components: boolean;
}

/**
 * The components a commit's codecov.yml defines. The owner's and repository's yaml are the same for every
 * commit of a repository, so a walk over many commits loads them once and only the commit's own text varies.
 */
export class CommitComponents {
  private readonly byYaml = new Map<string | null, ComponentDefinition[]>();
  private shared: Promise<Omit<YamlSources, 'commit'>> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  async of(commit: CommitRecord): Promise<ComponentDefinition[]> {
    const known = this.byYaml.get(commit.yaml);
    if (known) return known;
    this.shared ??= loadYamlSources(this.db, commit);
    const sources = { ...(await this.shared), commit: commit.yaml };
    const components = componentDefinitions(buildCommitConfig(sources).config);
    this.byYaml.set(commit.yaml, components);
    return components;
  }
}

export interface MeasureCommitOptions {
  kinds: MeasuredKinds;
  /** The commit's session flags when the caller already loaded them for a page of commits. */
  sessionFlags?: ReadonlyMap<number, readonly string[]>;
  components?: CommitComponents;
}

/** Records a commit's coverage point, and its flag and component points when asked for. */
export async function measureCommit(
  db: Kysely<Database>,
  reports: ReportSource,
  commit: CommitRecord,
  options: MeasureCommitOptions,
): Promise<void> {
  if (!commit.reportStoragePath) return;
  const { kinds } = options;
  const bySession = kinds.flags || kinds.components;
  // The coverage point alone needs no report: processing stored the commit's totals.
  const report = bySession || !commit.totals ? await reports.read(commit.reportStoragePath) : null;
  const point = {
    repoid: commit.repoid,
    commitid: commit.commitid,
    branch: commit.branch,
    timestamp: commit.timestamp,
    totals: commitTotals(commit, report),
  };
  if (!report || !bySession) return recordCommitMeasurements(db, point);
  const sessionFlags = options.sessionFlags ?? (await sessionFlagsOfCommits(db, [commit.id])).get(commit.id)!;
  const components = kinds.components
    ? await (options.components ?? new CommitComponents(db)).of(commit)
    : [];
  await recordCommitMeasurements(db, {
    ...point,
    ...(kinds.flags ? { flags: flagMeasurements(report, sessionFlags) } : {}),
    ...(kinds.components ? { components: componentMeasurements(report, sessionFlags, components) } : {}),
  });
}

/** The stored totals when processing left them, else the report's. */
function commitTotals(commit: CommitRecord, report: Report | null): HitsAndLines {
  if (commit.totals) return { hits: commit.totals.hits, lines: commit.totals.lines };
  const totals = report!.totals();
  return { hits: totals.hits, lines: totals.lines };
}
