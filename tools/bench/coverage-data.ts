// Synthetic coverage reports for the benchmarks: the same made-up source files written as Cobertura XML,
// LCOV, istanbul JSON or a Go coverprofile. Seeded, so every run measures exactly the same bytes.
import fs from 'node:fs';

export type SyntheticFormat = 'cobertura' | 'lcov' | 'istanbul' | 'go';

/** One made-up source file: its executable lines and what a test run recorded on them. */
export interface SyntheticFile {
  path: string;
  /** Executable line numbers, ascending. */
  lines: number[];
  /** Hit count of each executable line (same index as `lines`). */
  hits: number[];
  /** Hit counts of the branch outcomes on a line (same index as `lines`); undefined when it has none. */
  branches: (number[] | undefined)[];
  /** Indexes into `lines` where a function starts. */
  functions: number[];
}

/** What a generated report holds, so a parse or an upload can be checked against it. */
export interface ReportContents {
  files: number;
  /** Distinct executable lines over all files. */
  lines: number;
  /** Lines fully covered: hit, and every branch outcome taken. */
  hits: number;
}

export interface GeneratedReport extends ReportContents {
  format: SyntheticFormat;
  path: string;
  bytes: number;
}

/** A small, fast, seeded generator (mulberry32); Math.random cannot be seeded. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** About a quarter of lines are missed; one in eight has two or four branch outcomes, some not taken. */
export function syntheticFile(random: () => number, index: number, extension: string): SyntheticFile {
  const count = between(random, 100, 600);
  const file: SyntheticFile = {
    path: `src/module-${index % 97}/file-${index}.${extension}`,
    lines: [],
    hits: [],
    branches: [],
    functions: [],
  };
  let line = 0;
  for (let i = 0; i < count; i++) {
    line += between(random, 1, 3);
    const hits = random() < 0.25 ? 0 : between(random, 1, 40);
    file.lines.push(line);
    file.hits.push(hits);
    file.branches.push(random() < 0.125 ? branchOutcomes(random, hits) : undefined);
    if (i % 30 === 0) file.functions.push(i);
  }
  return file;
}

function branchOutcomes(random: () => number, lineHits: number): number[] {
  const outcomes = random() < 0.8 ? 2 : 4;
  const counts: number[] = [];
  for (let i = 0; i < outcomes; i++)
    counts.push(lineHits === 0 || random() < 0.3 ? 0 : between(random, 1, lineHits));
  return counts;
}

/** A line counts as a hit when it ran and, if it has branches, every outcome was taken. */
export function isFullyCovered(file: SyntheticFile, i: number): boolean {
  const outcomes = file.branches[i];
  return outcomes ? outcomes.every((count) => count > 0) : (file.hits[i] ?? 0) > 0;
}

function contentsOf(file: SyntheticFile): ReportContents {
  let hits = 0;
  for (let i = 0; i < file.lines.length; i++) if (isFullyCovered(file, i)) hits += 1;
  return { files: 1, lines: file.lines.length, hits };
}

function addContents(total: ReportContents, more: ReportContents): void {
  total.files += more.files;
  total.lines += more.lines;
  total.hits += more.hits;
}

// --- LCOV ----------------------------------------------------------------------------------------

/** One `SF:` … `end_of_record` block, as lcov/geninfo writes it for C. */
export function lcovBlock(file: SyntheticFile): string {
  const out: string[] = ['TN:', `SF:${file.path}`];
  for (const i of file.functions) out.push(`FN:${file.lines[i]},function_${i}`);
  for (const i of file.functions) out.push(`FNDA:${file.hits[i]},function_${i}`);
  out.push(
    `FNF:${file.functions.length}`,
    `FNH:${file.functions.filter((i) => (file.hits[i] ?? 0) > 0).length}`,
  );
  let branchCount = 0;
  let branchHits = 0;
  for (let i = 0; i < file.lines.length; i++) {
    const outcomes = file.branches[i];
    if (!outcomes) continue;
    outcomes.forEach((count, outcome) => {
      // "-" marks a branch whose block never ran; lcov writes 0 only when the block ran.
      const taken = file.hits[i] === 0 ? '-' : String(count);
      out.push(`BRDA:${file.lines[i]},0,${outcome},${taken}`);
      branchCount += 1;
      if (count > 0) branchHits += 1;
    });
  }
  for (let i = 0; i < file.lines.length; i++) out.push(`DA:${file.lines[i]},${file.hits[i]}`);
  const hitLines = file.hits.filter((h) => h > 0).length;
  out.push(`BRF:${branchCount}`, `BRH:${branchHits}`, `LF:${file.lines.length}`, `LH:${hitLines}`);
  out.push('end_of_record', '');
  return out.join('\n');
}

// --- Cobertura -----------------------------------------------------------------------------------

function coberturaHead(): string {
  return (
    '<?xml version="1.0" ?>\n' +
    '<coverage version="7.6.1" timestamp="1700000000000" lines-valid="0" lines-covered="0" line-rate="0" ' +
    'branches-covered="0" branches-valid="0" branch-rate="0" complexity="0">\n' +
    '\t<sources>\n\t\t<source>/home/runner/work/bench/bench</source>\n\t</sources>\n\t<packages>\n'
  );
}

const coberturaTail = '\t</packages>\n</coverage>\n';

/** A package holding one class per file, as coverage.py writes it. */
function coberturaPackage(files: SyntheticFile[], name: string): string {
  const out: string[] = [
    `\t\t<package name="${name}" line-rate="0.75" branch-rate="0.5" complexity="0">`,
    '\t\t\t<classes>',
  ];
  for (const file of files) {
    const className = file.path.slice(file.path.lastIndexOf('/') + 1);
    out.push(
      `\t\t\t\t<class name="${className}" filename="${file.path}" complexity="0" line-rate="0.75" branch-rate="0.5">`,
      '\t\t\t\t\t<methods/>',
      '\t\t\t\t\t<lines>',
    );
    for (let i = 0; i < file.lines.length; i++) out.push(coberturaLine(file, i));
    out.push('\t\t\t\t\t</lines>', '\t\t\t\t</class>');
  }
  out.push('\t\t\t</classes>', '\t\t</package>', '');
  return out.join('\n');
}

function coberturaLine(file: SyntheticFile, i: number): string {
  const head = `\t\t\t\t\t\t<line number="${file.lines[i]}" hits="${file.hits[i]}"`;
  const outcomes = file.branches[i];
  if (!outcomes) return `${head}/>`;
  const taken = outcomes.filter((count) => count > 0).length;
  const percent = Math.round((100 * taken) / outcomes.length);
  const missing = outcomes.flatMap((count, outcome) =>
    count > 0 ? [] : [String((file.lines[i] ?? 0) + outcome + 1)],
  );
  const missingAttribute = missing.length > 0 ? ` missing-branches="${missing.join(',')}"` : '';
  return `${head} branch="true" condition-coverage="${percent}% (${taken}/${outcomes.length})"${missingAttribute}/>`;
}

// --- istanbul ------------------------------------------------------------------------------------

const location = (line: number, from: number, to: number) =>
  `{"start":{"line":${line},"column":${from}},"end":{"line":${line},"column":${to}}}`;

/** One `"path": { statementMap, fnMap, branchMap, s, f, b }` entry of coverage-final.json. */
function istanbulEntry(file: SyntheticFile): string {
  const absolute = `/home/runner/work/bench/bench/${file.path}`;
  const statements: string[] = [];
  const counts: string[] = [];
  for (let i = 0; i < file.lines.length; i++) {
    statements.push(`"${i}":${location(file.lines[i] ?? 0, 4, 38)}`);
    counts.push(`"${i}":${file.hits[i]}`);
  }
  const functions: string[] = [];
  const functionCounts: string[] = [];
  file.functions.forEach((i, n) => {
    const line = file.lines[i] ?? 0;
    functions.push(
      `"${n}":{"name":"function_${i}","decl":${location(line, 9, 20)},"loc":${location(line, 0, 40)},"line":${line}}`,
    );
    functionCounts.push(`"${n}":${file.hits[i]}`);
  });
  const branchMap: string[] = [];
  const branchCounts: string[] = [];
  for (let i = 0; i < file.lines.length; i++) {
    const outcomes = file.branches[i];
    if (!outcomes) continue;
    const line = file.lines[i] ?? 0;
    const n = branchMap.length;
    const locations = outcomes.map((_, k) => location(line, 4 + 8 * k, 10 + 8 * k)).join(',');
    branchMap.push(
      `"${n}":{"loc":${location(line, 4, 38)},"type":"if","locations":[${locations}],"line":${line}}`,
    );
    branchCounts.push(`"${n}":[${outcomes.join(',')}]`);
  }
  return (
    `"${absolute}":{"path":"${absolute}","statementMap":{${statements.join(',')}},` +
    `"fnMap":{${functions.join(',')}},"branchMap":{${branchMap.join(',')}},` +
    `"s":{${counts.join(',')}},"f":{${functionCounts.join(',')}},"b":{${branchCounts.join(',')}}}`
  );
}

// --- Go coverprofile -----------------------------------------------------------------------------

/** Count-mode blocks: runs of up to four executable lines, each block spanning whole lines. */
function goBlocks(file: SyntheticFile, random: () => number): { text: string; lines: number } {
  const path = `example.com/bench/${file.path.replace(/\.\w+$/, '.go')}`;
  const out: string[] = [];
  let covered = 0;
  for (let i = 0; i < file.lines.length;) {
    const size = Math.min(between(random, 1, 4), file.lines.length - i);
    const first = file.lines[i] ?? 0;
    const last = file.lines[i + size - 1] ?? first;
    out.push(`${path}:${first}.2,${last}.40 ${size} ${file.hits[i]}`);
    covered += last - first + 1;
    i += size;
  }
  out.push('');
  return { text: out.join('\n'), lines: covered };
}

// --- writing -------------------------------------------------------------------------------------

/** Appends to a file in large writes; the content is ASCII, so characters are bytes. */
class ChunkedWriter {
  private readonly fd: number;
  private parts: string[] = [];
  private pending = 0;
  bytes = 0;

  constructor(path: string) {
    this.fd = fs.openSync(path, 'w');
  }

  write(text: string): void {
    this.parts.push(text);
    this.pending += text.length;
    this.bytes += text.length;
    if (this.pending >= 4 * 1024 * 1024) this.flush();
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }

  private flush(): void {
    if (this.pending === 0) return;
    fs.writeSync(this.fd, this.parts.join(''));
    this.parts = [];
    this.pending = 0;
  }
}

const EXTENSIONS: Record<SyntheticFormat, string> = { cobertura: 'py', lcov: 'c', istanbul: 'js', go: 'go' };

/**
 * Writes a report of about `targetBytes` (it stops after the file that passes the target) and returns what
 * it holds. Go blocks cover whole lines between executable ones, so a Go report counts those lines too.
 */
export function writeSyntheticReport(
  format: SyntheticFormat,
  path: string,
  targetBytes: number,
  seed = 1,
): GeneratedReport {
  const random = seededRandom(seed);
  const writer = new ChunkedWriter(path);
  const contents: ReportContents = { files: 0, lines: 0, hits: 0 };
  const extension = EXTENSIONS[format];
  if (format === 'cobertura') writer.write(coberturaHead());
  if (format === 'istanbul') writer.write('{');
  if (format === 'go') writer.write('mode: count\n');
  const tailBytes = format === 'cobertura' ? coberturaTail.length : 1;
  for (let index = 0; writer.bytes + tailBytes < targetBytes;) {
    if (format === 'cobertura') {
      // Ten files per package keeps the nesting realistic.
      const files = Array.from({ length: 10 }, (_, k) => syntheticFile(random, index + k, extension));
      writer.write(coberturaPackage(files, `module_${index / 10}`));
      for (const file of files) addContents(contents, contentsOf(file));
      index += files.length;
      continue;
    }
    const file = syntheticFile(random, index, extension);
    const fileContents = contentsOf(file);
    if (format === 'lcov') writer.write(lcovBlock(file));
    else if (format === 'istanbul') writer.write(`${index > 0 ? ',' : ''}${istanbulEntry(file)}`);
    else {
      const blocks = goBlocks(file, random);
      writer.write(blocks.text);
      fileContents.lines = blocks.lines;
    }
    addContents(contents, fileContents);
    index += 1;
  }
  writer.write(format === 'cobertura' ? coberturaTail : format === 'istanbul' ? '}' : '');
  writer.close();
  return { format, path, bytes: writer.bytes, ...contents };
}

/** An LCOV tracefile of about `targetBytes`, in memory, with the paths it covers (for an upload's network). */
export function lcovReport(
  targetBytes: number,
  seed = 1,
): ReportContents & { text: string; paths: string[] } {
  const random = seededRandom(seed);
  const parts: string[] = [];
  const paths: string[] = [];
  const contents: ReportContents = { files: 0, lines: 0, hits: 0 };
  for (let size = 0, index = 0; size < targetBytes; index++) {
    const file = syntheticFile(random, index, 'c');
    const block = lcovBlock(file);
    parts.push(block);
    paths.push(file.path);
    addContents(contents, contentsOf(file));
    size += block.length;
  }
  return { text: parts.join(''), paths, ...contents };
}

/**
 * The paths of a grid of `files` × `linesPerFile` lines, and a tracefile over all of it in which only the
 * `hitIndex`-th line (counting file by file) was hit. Merging one such report per index covers every line.
 */
export function singleHitLcov(files: number, linesPerFile: number, hitIndex: number): string {
  const out: string[] = [];
  for (let f = 0; f < files; f++) {
    out.push(`SF:${gridPath(f)}`);
    for (let line = 1; line <= linesPerFile; line++) {
      out.push(`DA:${line},${f * linesPerFile + line - 1 === hitIndex ? 1 : 0}`);
    }
    out.push(
      `LF:${linesPerFile}`,
      `LH:${Math.floor(hitIndex / linesPerFile) === f ? 1 : 0}`,
      'end_of_record',
    );
  }
  out.push('');
  return out.join('\n');
}

export function gridPath(file: number): string {
  return `src/merge/file-${String(file).padStart(3, '0')}.c`;
}
