import type { CoverageTotals } from '@canopy/coverage';
import { type PercentFormat, short } from './format';

export interface CommentFileRow {
  path: string;
  headCoverage: number | null;
  patchCoverage: number | null;
  change: number | null;
  isNewFile: boolean;
}

export interface CommentFlagRow {
  name: string;
  headCoverage: number | null;
  patchCoverage: number | null;
  change: number | null;
  /** The head has this flag only through carried-forward sessions. */
  carriedForward?: boolean;
}

/** What the pull request comment shows: the pull page's comparison, in plain values. */
export interface CommentData {
  pullid: number;
  pullUrl: string;
  commitUrl: (sha: string) => string;
  baseBranch: string | null;
  baseSha: string | null;
  headSha: string;
  base: CoverageTotals | null;
  head: CoverageTotals;
  patch: CoverageTotals | null;
  files: CommentFileRow[];
  flags: CommentFlagRow[];
  /** Components, as flags are: a name and its figures. */
  components?: CommentFlagRow[];
  /** `comment.hide_project_coverage`: only patch coverage is shown. */
  hideProjectCoverage?: boolean;
  /** `comment.show_carryforward_flags`; absent, the flags table says nothing about carried-forward flags. */
  showCarryforwardFlags?: boolean;
}

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

function header(data: CommentData, fmt: PercentFormat): string[] {
  const out = [`## [Codecov](${data.pullUrl}) Report`];
  const patch = data.patch;
  const missing = patch ? patch.misses + patch.partials : 0;
  if (patch && patch.coverage !== null && missing > 0)
    out.push(
      `:x: Patch coverage is \`${patch.coverage.toFixed(5)}%\` with \`${lines(missing)}\` in your changes missing coverage. Please review.`,
    );
  else out.push(':white_check_mark: All modified and coverable lines are covered by tests.');
  const head = data.head.coverage;
  if (data.hideProjectCoverage) return out;
  if (!data.base || !data.baseSha)
    out.push(
      `:exclamation: No coverage uploaded for pull request base (\`${data.baseBranch ?? 'base'}\`). Project coverage is ${head === null ? '?' : fmt.percent(head)}%.`,
    );
  else {
    const change = head !== null && data.base.coverage !== null ? head - data.base.coverage : null;
    const mark = change !== null && fmt.rounded(change) < 0 ? ':x:' : ':white_check_mark:';
    const link = (sha: string) => `[\`${short(sha)}\`](${data.commitUrl(sha)})`;
    out.push(
      `${mark} Project coverage is ${head === null ? '?' : fmt.percent(head)}%. Comparing base (${link(data.baseSha)}) to head (${link(data.headSha)}).`,
    );
  }
  return out;
}

/** `+ Coverage   59.00%   60.00%   +1.00%`: `+` when the row got better, `-` when worse. */
function diffRow(label: string, base: string, head: string, delta: string, sign: number): string {
  const mark = sign > 0 ? '+' : sign < 0 ? '-' : ' ';
  return `${mark} ${label.padEnd(8)}${base.padStart(9)}${head.padStart(9)}${delta.padStart(9)}`.trimEnd();
}

function countRow(label: string, base: number | null, head: number, better: 1 | -1 | 0): string {
  const delta = base === null ? 0 : head - base;
  const text = delta === 0 ? '' : delta > 0 ? `+${delta}` : String(delta);
  return diffRow(label, base === null ? '' : String(base), String(head), text, Math.sign(delta) * better);
}

function diffSection(data: CommentData, fmt: PercentFormat): string[] {
  const { base, head } = data;
  const pct = (value: number | null | undefined) => (value == null ? '?' : `${fmt.percent(value)}%`);
  const change = base?.coverage != null && head.coverage !== null ? head.coverage - base.coverage : null;
  const rule = '='.repeat(42);
  return [
    '```diff',
    `@@${'Coverage Diff'.padStart(25).padEnd(38)}@@`,
    `##${(data.baseBranch ?? 'base').padStart(17)}${`#${data.pullid}`.padStart(9)}${'+/-'.padStart(9)}   ##`,
    rule,
    diffRow(
      'Coverage',
      pct(base?.coverage),
      pct(head.coverage),
      change === null || fmt.rounded(change) === 0 ? '' : `${fmt.signed(change)}%`,
      change === null ? 0 : Math.sign(fmt.rounded(change)),
    ),
    rule,
    countRow('Files', base?.files ?? null, head.files, 0),
    countRow('Lines', base?.lines ?? null, head.lines, 0),
    countRow('Branches', base?.branches ?? null, head.branches, 0),
    rule,
    countRow('Hits', base?.hits ?? null, head.hits, 1),
    countRow('Misses', base?.misses ?? null, head.misses, -1),
    countRow('Partials', base?.partials ?? null, head.partials, -1),
    '```',
  ];
}

/** `` `60.00% <50.00%> (+1.00%)` `` and an arrow, as Codecov's tables show a file or a flag. */
function deltaCell(row: Omit<CommentFlagRow, 'name'>, isNew: boolean, fmt: PercentFormat): string {
  const head = row.headCoverage === null ? 'ø' : `${fmt.percent(row.headCoverage)}%`;
  const patch = row.patchCoverage === null ? 'ø' : `${fmt.percent(row.patchCoverage)}%`;
  const change = isNew || row.change === null ? 'ø' : `${fmt.signed(row.change)}%`;
  const rounded = row.change === null ? 0 : fmt.rounded(row.change);
  const arrow = isNew ? '' : rounded > 0 ? ':arrow_up:' : rounded < 0 ? ':arrow_down:' : '';
  // A carried-forward flag says so in the last column.
  const last = [arrow, row.carriedForward ? '*Carriedforward*' : ''].filter(Boolean).join(' ');
  return `| \`${head} <${patch}> (${change})\` | ${last} |`;
}

function namedSection(title: string, rows: readonly CommentFlagRow[], fmt: PercentFormat): string[] {
  if (rows.length === 0) return [];
  return [
    `| ${title} | Coverage Δ | |`,
    '|---|---|---|',
    ...rows.map((row) => `| ${row.name} ${deltaCell(row, false, fmt)}`),
  ];
}

/** Codecov's note under the flags table on carried-forward flags: hidden ones, or shown ones. */
function carryforwardNote(data: CommentData): string[] {
  if (data.showCarryforwardFlags === undefined || data.flags.length === 0) return [];
  if (!data.showCarryforwardFlags)
    return [
      '',
      "Flags with carried forward coverage won't be shown. [Click here](https://docs.codecov.io/docs/carryforward-flags#carryforward-flags-in-the-pull-request-comment) to find out more.",
    ];
  if (!data.flags.some((row) => row.carriedForward)) return [];
  return [
    '',
    '*This pull request uses carry forward flags. [Click here](https://docs.codecov.io/docs/carryforward-flags) to find out more.',
  ];
}

function filesSection(data: CommentData, fmt: PercentFormat): string[] {
  if (data.files.length === 0) return [];
  return [
    `| [Impacted Files](${data.pullUrl}) | Coverage Δ | |`,
    '|---|---|---|',
    ...data.files.map(
      (file) => `| ${file.path.replace(/_/g, '\\_')} ${deltaCell(file, file.isNewFile, fmt)}`,
    ),
  ];
}

/**
 * The comment in Codecov's layout: the header always, then the layout's sections in order (`diff`, `flags`,
 * `files`/`tree`, `components`); `reach` (a graph image) has no counterpart here and is left out.
 */
export function commentBody(data: CommentData, layout: readonly string[], fmt: PercentFormat): string {
  const blocks: string[][] = [header(data, fmt)];
  for (const section of layout) {
    if (section === 'diff' && !data.hideProjectCoverage) blocks.push(diffSection(data, fmt));
    else if (section.startsWith('flags'))
      blocks.push([...namedSection('Flag', data.flags, fmt), ...carryforwardNote(data)]);
    else if (section.startsWith('component'))
      blocks.push(namedSection('Components', data.components ?? [], fmt));
    else if (section.startsWith('files') || section.startsWith('tree')) blocks.push(filesSection(data, fmt));
  }
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
}

/** The layout's section names: `"reach, diff, flags, files"` → `['reach', 'diff', 'flags', 'files']`, once each. */
export function layoutSections(layout: string | undefined): string[] {
  const names = (layout ?? 'reach,diff,flags,files')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}
