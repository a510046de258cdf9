import {
  type CoverageMark,
  type FileComparison,
  fileSegments,
  fileTotals,
  missesCount,
} from '@canopy/coverage';
import type {
  ComparisonResolvers,
  ImpactedFileParameter,
  ImpactedFileResolvers,
  LineComparisonResolvers,
  ResolversTypes,
  SegmentComparisonResolvers,
} from '../../graphql/generated/resolvers';
import { hashedPath } from '../reports';
import { type CoverageComparison } from './comparison';
import type { GraphQLContext } from '../../graphql/context';
import { coverageTotals } from '../../graphql/totals';

type ImpactedFilesResult = ResolversTypes['ImpactedFilesResult'];

function difference(head: number | null | undefined, base: number | null | undefined): number | null {
  return head == null || base == null ? null : head - base;
}

async function compared(comparison: CoverageComparison) {
  const outcome = await comparison.outcome();
  if (outcome.kind !== 'compared') throw new Error('an unfiltered comparison always compares');
  return outcome;
}

/** Which table a file is listed in: its missed lines are counted the way that table counts them. */
type ChangeKind = 'direct' | 'indirect' | undefined;

const FILE_KEYS: Record<
  ImpactedFileParameter,
  (file: FileComparison, kind: ChangeKind) => number | string | null
> = {
  FILE_NAME: (file) => file.headPath ?? file.basePath ?? '',
  CHANGE_COVERAGE: (file) => file.changeCoverage,
  HEAD_COVERAGE: (file) => file.headTotals?.coverage ?? null,
  MISSES_COUNT: (file, kind) => missesCount(file, kind),
  PATCH_COVERAGE: (file) => file.patchTotals?.coverage ?? null,
};

/** Sorted by the parameter; files without a value go last either way, ties by name. */
function sortFiles(
  files: readonly FileComparison[],
  parameter: ImpactedFileParameter,
  direction: 'ASC' | 'DESC',
  kind: ChangeKind,
): FileComparison[] {
  const key = FILE_KEYS[parameter];
  const sign = direction === 'DESC' ? -1 : 1;
  const name = FILE_KEYS.FILE_NAME;
  return [...files].sort((a, b) => {
    const x = key(a, kind);
    const y = key(b, kind);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return sign * (x < y ? -1 : 1);
    return String(name(a, kind)) < String(name(b, kind)) ? -1 : 1;
  });
}

export interface ImpactedFileValue {
  comparison: CoverageComparison;
  file: FileComparison;
  /** The filters the file was computed under, so its segments use the same sessions. */
  filters: { flags?: readonly string[] | null; components?: readonly string[] | null } | null;
  /** Listed among the direct or the indirect changes (unset: as what the file is). */
  kind?: ChangeKind;
}

export const Comparison: ComparisonResolvers<GraphQLContext> = {
  state: (comparison) => comparison.state,
  baseTotals: async (comparison) => coverageTotals((await compared(comparison)).comparison.baseTotals),
  headTotals: async (comparison) => coverageTotals((await compared(comparison)).comparison.headTotals),
  patchTotals: async (comparison) => coverageTotals((await compared(comparison)).comparison.patchTotals),
  changeCoverage: async (comparison) => {
    const { baseTotals, headTotals } = (await compared(comparison)).comparison;
    return difference(headTotals.coverage, baseTotals.coverage);
  },
  impactedFiles: async (comparison, { filters }): Promise<ImpactedFilesResult> => {
    const selection = { flags: filters?.flags ?? null, components: filters?.components ?? null };
    const outcome = await comparison.outcome(selection);
    if (outcome.kind === 'unknownFlags')
      return {
        __typename: 'UnknownFlags',
        message: `No coverage with chosen flags: ${outcome.flags.join(', ')}`,
      };
    if (outcome.kind === 'unknownComponents') return { __typename: 'ImpactedFiles', results: [] };
    let files = outcome.comparison.files;
    if (filters?.hasUnintendedChanges === true)
      files = files.filter((file) => file.indirectChanges.length > 0);
    if (filters?.hasUnintendedChanges === false) files = files.filter((file) => file.inDiff);
    const kind: ChangeKind =
      filters?.hasUnintendedChanges == null
        ? undefined
        : filters.hasUnintendedChanges
          ? 'indirect'
          : 'direct';
    const ordering = filters?.ordering;
    files = sortFiles(files, ordering?.parameter ?? 'FILE_NAME', ordering?.direction ?? 'ASC', kind);
    return {
      __typename: 'ImpactedFiles',
      results: files.map((file) => ({ comparison, file, filters: selection, kind })),
    };
  },
  impactedFile: async (comparison, { path, filters }) => {
    // The same sessions as the filtered table the file was opened from, so its diff lines agree with it.
    const selection =
      filters?.flags?.length || filters?.components?.length
        ? { flags: filters.flags ?? null, components: filters.components ?? null }
        : null;
    const outcome = await comparison.outcome(selection);
    if (outcome.kind !== 'compared') return null;
    const { comparison: result, baseView, headView } = outcome;
    const file =
      result.files.find((candidate) => candidate.headPath === path) ??
      result.files.find((candidate) => candidate.basePath === path);
    if (file) return { comparison, file, filters: selection };
    // A file the change did not touch can still be opened in the diff view: its coverage on both sides.
    const baseTotals = fileTotals(baseView, path);
    const headTotals = fileTotals(headView, path);
    if (!baseTotals && !headTotals) return null;
    const unchanged: FileComparison = {
      headPath: headTotals ? path : null,
      basePath: baseTotals ? path : null,
      isNewFile: false,
      isDeletedFile: false,
      isRenamedFile: false,
      inDiff: false,
      baseTotals,
      headTotals,
      patchTotals: null,
      changeCoverage: difference(headTotals?.coverage, baseTotals?.coverage),
      missedLines: [],
      indirectChanges: [],
      indirectMissedLines: [],
    };
    return { comparison, file: unchanged, filters: selection };
  },
  impactedFilesCount: async (comparison) => (await compared(comparison)).comparison.files.length,
  directChangedFilesCount: async (comparison) =>
    (await compared(comparison)).comparison.directChangedFilesCount,
  indirectChangedFilesCount: async (comparison) =>
    (await compared(comparison)).comparison.indirectChangedFilesCount,
  flagComparisons: async (comparison, { filters }, context) => {
    const names = await flagNamesOf(comparison, filters?.term, context);
    return Promise.all(
      names.map(async (name) => {
        const outcome = await comparison.outcome({ flags: [name] });
        if (outcome.kind !== 'compared')
          return { name, baseTotals: null, headTotals: null, patchTotals: null };
        const { baseTotals, headTotals, patchTotals } = outcome.comparison;
        return {
          name,
          baseTotals: coverageTotals(baseTotals),
          headTotals: coverageTotals(headTotals),
          patchTotals: coverageTotals(patchTotals),
        };
      }),
    );
  },
  flagComparisonsCount: async (comparison, _args, context) =>
    (await flagNamesOf(comparison, null, context)).length,
  componentComparisons: async (comparison, { filters }) => {
    const { head } = await comparison.sides();
    const wanted = filters?.components?.length ? new Set(filters.components) : null;
    const components = head.components.filter(
      (component) => !wanted || wanted.has(component.id) || wanted.has(component.name),
    );
    return Promise.all(
      components.map(async (component) => {
        const outcome = await comparison.outcome({ components: [component.id] });
        const totals = outcome.kind === 'compared' ? outcome.comparison : null;
        return {
          id: component.id,
          name: component.name,
          baseTotals: coverageTotals(totals?.baseTotals),
          headTotals: coverageTotals(totals?.headTotals),
          patchTotals: coverageTotals(totals?.patchTotals),
        };
      }),
    );
  },
  componentComparisonsCount: async (comparison) => (await comparison.sides()).head.components.length,
  hasDifferentNumberOfHeadAndBaseReports: async (comparison) => {
    const { base, head } = await comparison.sides();
    return base.sessionFlags.size !== head.sessionFlags.size;
  },
  baseCommit: (comparison) => comparison.base.commitid,
  headCommit: (comparison) => comparison.head.commitid,
  trueBaseCommit: (comparison) => comparison.baseInfo.trueBaseSha,
  isPseudoBase: (comparison) => comparison.baseInfo.isPseudoBase,
  baseDistance: (comparison) => comparison.baseInfo.distance,
  baseExplanation: (comparison) => comparison.baseInfo.explanation,
  diffSource: async (comparison) => (await comparison.diff()).source,
  diffMessage: async (comparison) => (await comparison.diff()).message,
  baseUploadCount: async (comparison) => (await comparison.sides()).base.sessionFlags.size,
  headUploadCount: async (comparison) => (await comparison.sides()).head.sessionFlags.size,
};

async function flagNamesOf(
  comparison: CoverageComparison,
  term: string | null | undefined,
  context: GraphQLContext,
): Promise<string[]> {
  const { base, head } = await comparison.sides();
  const names = new Set([...base.sessionFlags.values(), ...head.sessionFlags.values()].flat());
  const needle = term?.trim().toLowerCase();
  const deleted = await context.loaders.deletedFlags.load(comparison.repoid);
  const listed = [...names].filter((name) => !deleted.has(name));
  return listed.filter((name) => !needle || name.toLowerCase().includes(needle)).sort();
}

function mark(value: CoverageMark | null): CoverageMark | null {
  return value;
}

export const ImpactedFile: ImpactedFileResolvers<GraphQLContext> = {
  fileName: ({ file }) => file.headPath ?? file.basePath,
  baseName: ({ file }) => file.basePath,
  headName: ({ file }) => file.headPath,
  isNewFile: ({ file }) => file.isNewFile,
  isRenamedFile: ({ file }) => file.isRenamedFile,
  isDeletedFile: ({ file }) => file.isDeletedFile,
  isInDiff: ({ file }) => file.inDiff,
  baseCoverage: ({ file }) => coverageTotals(file.baseTotals),
  headCoverage: ({ file }) => coverageTotals(file.headTotals),
  patchCoverage: ({ file }) => coverageTotals(file.patchTotals),
  changeCoverage: ({ file }) => file.changeCoverage,
  missesCount: ({ file, kind }) => missesCount(file, kind),
  missedLines: ({ file }) => file.missedLines,
  unexpectedLines: ({ file }) =>
    file.indirectChanges.map((change) => ({
      baseNumber: change.baseLine,
      headNumber: change.headLine,
      baseCoverage: mark(change.before),
      headCoverage: mark(change.after),
    })),
  hashedPath: ({ file }) => hashedPath(file.headPath ?? file.basePath ?? ''),
  segments: async ({ comparison, file, filters: selection }, { filters }) => {
    const outcome = await comparison.outcome(selection);
    if (outcome.kind !== 'compared') return { __typename: 'SegmentComparisons', results: [] };
    const diff = await comparison.diff();
    const diffFile =
      diff.diff?.files.get(file.headPath ?? '') ?? diff.diff?.files.get(file.basePath ?? '') ?? null;
    const segments = fileSegments(
      outcome.baseView,
      outcome.headView,
      file.basePath,
      file.headPath,
      diffFile,
      {
        onlyUnintended: filters?.hasUnintendedChanges === true,
      },
    );
    return { __typename: 'SegmentComparisons', results: segments };
  },
};

export const SegmentComparison: SegmentComparisonResolvers<GraphQLContext> = {
  header: (segment) => segment.header,
  hasUnintendedChanges: (segment) => segment.hasUnintendedChanges,
  lines: (segment) => segment.lines,
};

export const LineComparison: LineComparisonResolvers<GraphQLContext> = {
  baseNumber: (line) => (line.baseNumber === null ? null : String(line.baseNumber)),
  headNumber: (line) => (line.headNumber === null ? null : String(line.headNumber)),
  baseCoverage: (line) => line.baseCoverage,
  headCoverage: (line) => line.headCoverage,
  content: (line) => line.content,
  coverageInfo: (line, { ignoredUploadIds }) => {
    const ignored = new Set(ignoredUploadIds ?? []);
    const hitUploadIds = line.hitSessionIds.filter((id) => !ignored.has(id));
    return { hitCount: hitUploadIds.length, hitUploadIds };
  },
};
