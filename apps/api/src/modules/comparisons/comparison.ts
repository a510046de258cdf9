import { compareReports, type ReportComparison, type ReportView } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, OwnerRecord, RepositoryRecord, UploadRecord } from '../../db/schema';
import type { RepoRef } from '../../git-providers';
import type { Storage } from '../../storage/storage';
import type { BaseChoice } from './base-selection';
import {
  type CommitCoverage,
  type CoverageFilters,
  type DiffLoad,
  type DiffProviders,
  flagNames,
  loadDiff,
  Lru,
  openCommitCoverage,
  type ReportReader,
  viewFor,
} from '../reports';
import { coverageUploadsOfCommit } from '../coverage';
import { repoRef } from '../repositories';

/** How the base of a comparison was chosen (BaseChoice without the commit itself). */
export type BaseInfo = Omit<BaseChoice, 'comparedTo'>;

export type ComparisonOutcome =
  | { kind: 'compared'; comparison: ReportComparison; baseView: ReportView; headView: ReportView }
  | { kind: 'unknownFlags'; flags: string[] }
  | { kind: 'unknownComponents'; components: string[] };

/** Shared across requests: diffs and comparisons never change for the same inputs, so they are kept. */
export class ComparisonService {
  private readonly diffs = new Lru<string, Promise<DiffLoad>>(64);
  readonly results = new Lru<string, ReportComparison>(32);

  constructor(
    readonly db: Kysely<Database>,
    readonly reports: ReportReader,
    readonly storage: Storage,
    readonly providersFor: (service: string) => DiffProviders,
  ) {}

  diff(repo: RepoRef, repoid: number, head: CommitRecord, base: string): Promise<DiffLoad> {
    const key = `${repoid}:${base}...${head.commitid}:${head.diffBase ?? ''}`;
    return this.diffs.remember(key, async () => {
      const load = await loadDiff(this.providersFor(repo.service), this.storage, repo, head, base);
      // A host that failed is asked again by the next request rather than remembered as "no diff".
      if (load.retryable) queueMicrotask(() => this.diffs.delete(key));
      return load;
    });
  }

  /** A commit's coverage uploads, every state (views keep the processed sessions). */
  async coverageUploads(commitId: number): Promise<UploadRecord[]> {
    return coverageUploadsOfCommit(this.db, commitId);
  }
}

/**
 * Two commits being compared. Every figure is computed on first use and kept for the request; the report
 * comparison itself is kept across requests by the service.
 */
export class CoverageComparison {
  readonly __typename = 'Comparison' as const;
  readonly repoid: number;
  private sidesLoad: Promise<{ base: CommitCoverage; head: CommitCoverage }> | undefined;
  private diffLoad: Promise<DiffLoad> | undefined;
  private readonly outcomes = new Map<string, Promise<ComparisonOutcome>>();

  constructor(
    readonly service: ComparisonService,
    readonly repo: RepositoryRecord,
    readonly owner: OwnerRecord,
    readonly base: CommitRecord,
    readonly head: CommitRecord,
    readonly baseInfo: BaseInfo,
    /** The commit the diff is taken from: the true base when known (patch coverage is against it). */
    readonly diffBase: string,
  ) {
    this.repoid = repo.repoid;
  }

  get state(): 'pending' | 'processed' {
    return this.base.state === 'pending' || this.head.state === 'pending' ? 'pending' : 'processed';
  }

  sides(): Promise<{ base: CommitCoverage; head: CommitCoverage }> {
    this.sidesLoad ??= (async () => {
      const { db, reports } = this.service;
      const open = async (commit: CommitRecord) => {
        const coverage = await openCommitCoverage(
          db,
          reports,
          commit,
          await this.service.coverageUploads(commit.id),
        );
        if (!coverage) throw new Error(`commit ${commit.commitid} has no report`);
        return coverage;
      };
      const [base, head] = await Promise.all([open(this.base), open(this.head)]);
      return { base, head };
    })();
    return this.sidesLoad;
  }

  diff(): Promise<DiffLoad> {
    this.diffLoad ??= this.service.diff(
      repoRef(this.owner, this.repo),
      this.repoid,
      this.head,
      this.diffBase,
    );
    return this.diffLoad;
  }

  /** The comparison of the flags' and components' part of both reports (the whole reports without filters). */
  outcome(filters?: CoverageFilters | null): Promise<ComparisonOutcome> {
    const key = JSON.stringify([filters?.flags ?? [], filters?.components ?? []]);
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = this.compute(filters, key);
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  private async compute(
    filters: CoverageFilters | null | undefined,
    key: string,
  ): Promise<ComparisonOutcome> {
    const [{ base, head }, diffLoad] = await Promise.all([this.sides(), this.diff()]);
    const known = new Set([...flagNames(base), ...flagNames(head)]);
    // Components are read from the head's codecov.yml and applied to both sides.
    const headView = viewFor(head, filters, head.components, known);
    if (headView.kind === 'unknownFlags') return { kind: 'unknownFlags', flags: headView.flags };
    if (headView.kind === 'unknownComponents')
      return { kind: 'unknownComponents', components: headView.components };
    const baseView = viewFor(base, filters, head.components, known);
    if (baseView.kind !== 'view') throw new Error('base view failed where the head view did not');
    const cacheKey = [
      this.base.reportStoragePath,
      this.head.reportStoragePath,
      this.diffBase,
      diffLoad.source,
      key,
    ].join('|');
    const comparison = this.service.results.remember(cacheKey, () =>
      compareReports(baseView.view, headView.view, diffLoad.diff),
    );
    return { kind: 'compared', comparison, baseView: baseView.view, headView: headView.view };
  }
}
