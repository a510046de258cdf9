import { timingSafeEqual } from 'node:crypto';
import {
  type CodecovConfig,
  coverageDisplay,
  fileTotals,
  parseCodecovYaml,
  type RoundingMode,
  roundCoverage,
  viewTotals,
} from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, RepositoryRecord } from '../../db/schema';
import { createLoaders } from '../../loaders';
import { buildCoverageTree, type CoverageTreeNode, type TreeFile } from '../coverage-tree';
import { loadYamlSources, viewFor, type ReportReader } from '../reports';
import { storeLookups } from '../repositories';
import { bundleSizeOfCommit } from '../bundle-analysis';

export interface BadgeRequest {
  service: string;
  owner: string;
  repo: string;
  /** The default branch when null. */
  branch: string | null;
  /** The graph token given as `?token=`. */
  token: string | null;
  flag: string | null;
  component: string | null;
}

/** Codecov's badge colour range when the yaml sets none. */
export const DEFAULT_RANGE: [number, number] = [70, 100];

export interface BadgeCoverage {
  /** The precise percentage; null when there is nothing to show ('unknown'). */
  percent: number | null;
  range: [number, number];
  precision: number;
  round: RoundingMode;
  /** The files of the report (for the graphs); empty when unknown. */
  tree: CoverageTreeNode[];
}

const unknown = (): BadgeCoverage => ({
  percent: null,
  range: DEFAULT_RANGE,
  precision: 0,
  round: 'down',
  tree: [],
});

function sameToken(expected: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The repository a badge may show: missing, deleted and inactive-looking repositories are answered alike, and a
 * private one only to its graph token (never to a session: README images are fetched without cookies).
 */
async function badgeRepository(
  db: Kysely<Database>,
  request: BadgeRequest,
): Promise<RepositoryRecord | null> {
  const lookups = storeLookups(db, request.service);
  const owner = await lookups.ownerByUsername.load(request.owner);
  if (!owner) return null;
  const repository = await lookups.repositoryByName.load({ ownerid: owner.ownerid, name: request.repo });
  if (!repository || repository.deleted) return null;
  if (repository.private && !sameToken(repository.imageToken, request.token)) return null;
  return repository;
}

/**
 * The `coverage` keys someone wrote in a yaml that applies (owner, repository or commit), without the defaults
 * merged in: a badge keeps Codecov's own defaults (whole percent, 70..100) unless the yaml says otherwise.
 */
async function writtenCoverageKeys(db: Kysely<Database>, commit: CommitRecord) {
  const sources = await loadYamlSources(db, commit);
  const written: NonNullable<CodecovConfig['coverage']> = {};
  for (const text of [sources.owner, sources.commit ?? sources.repository]) {
    const coverage = text ? parseCodecovYaml(text).config.coverage : undefined;
    if (coverage) Object.assign(written, coverage);
  }
  return written;
}

/** The head commit of the badge's branch (the default branch when it names none), or null. */
async function badgeHead(
  { db, reports }: { db: Kysely<Database>; reports: ReportReader },
  request: BadgeRequest,
) {
  const repository = await badgeRepository(db, request);
  if (!repository) return null;
  const loaders = createLoaders(db, request.service, reports);
  const branch = await loaders.branchByName.load({
    repoid: repository.repoid,
    name: request.branch ?? repository.defaultBranch,
  });
  const commit = branch && (await loaders.commitByRef.load({ repoid: repository.repoid, ref: branch.head }));
  return commit ? { loaders, commit } : null;
}

/** The coverage a badge or graph shows, with the yaml's colour range and rounding. */
export async function badgeCoverage(
  { db, reports }: { db: Kysely<Database>; reports: ReportReader },
  request: BadgeRequest,
): Promise<BadgeCoverage> {
  const head = await badgeHead({ db, reports }, request);
  const coverage = head ? await head.loaders.commitCoverage.load(head.commit) : null;
  if (!coverage) return unknown();

  const filters = {
    ...(request.flag ? { flags: [request.flag] } : {}),
    ...(request.component ? { components: [request.component] } : {}),
  };
  const outcome = viewFor(coverage, filters, coverage.components);
  if (outcome.kind !== 'view') return unknown();
  const display = coverageDisplay(coverage.config);
  const written = await writtenCoverageKeys(db, coverage.commit);
  const files: TreeFile[] = [];
  for (const path of outcome.view.report.files.keys()) {
    if (outcome.view.includePath && !outcome.view.includePath(path)) continue;
    const totals = fileTotals(outcome.view, path);
    if (totals && totals.lines > 0) files.push({ path, ...totals, percentCovered: totals.coverage ?? 0 });
  }
  return {
    percent: viewTotals(outcome.view).coverage,
    range: written.range ? display.range : DEFAULT_RANGE,
    precision: written.precision !== undefined ? display.precision : 0,
    round: display.round,
    tree: buildCoverageTree(files),
  };
}

/** The percentage as the badge prints it: `87%`, `87.25%`, or `unknown`. */
export function badgeText(coverage: BadgeCoverage, precision: number | null): string {
  if (coverage.percent === null) return 'unknown';
  const digits = precision ?? coverage.precision;
  return `${roundCoverage(coverage.percent, digits, coverage.round).toFixed(digits)}%`;
}

/**
 * The total size in bytes of the bundle named `bundle` on the head of the badge's branch; null ('unknown') when
 * the repository, branch or bundle is missing or hidden.
 */
export async function badgeBundleSize(
  deps: { db: Kysely<Database>; reports: ReportReader },
  request: Omit<BadgeRequest, 'flag' | 'component'> & { bundle: string },
): Promise<number | null> {
  const head = await badgeHead(deps, { ...request, flag: null, component: null });
  return head ? bundleSizeOfCommit(deps.db, head.commit.id, request.bundle) : null;
}

const BUNDLE_UNITS = [
  [1e9, 'GB'],
  [1e6, 'MB'],
  [1e3, 'KB'],
] as const;

/**
 * A bundle size as Codecov's bundle badge prints it: whole bytes below 1 KB (`7B`), else decimal kilo-, mega- or
 * gigabytes rounded to `precision` decimals without trailing zeros (`1.23MB`, `1.2MB`, `1MB`); `unknown`.
 */
export function bundleBadgeText(bytes: number | null, precision: number): string {
  if (bytes === null) return 'unknown';
  const [unit, name] = BUNDLE_UNITS.find(([size]) => bytes >= size) ?? [1, 'B'];
  if (unit === 1) return `${bytes}B`;
  return `${Number((bytes / unit).toFixed(precision))}${name}`;
}
