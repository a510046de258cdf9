import { createHash } from 'node:crypto';
import type { SourceTree } from './demo-sources';

/**
 * The demo's coverage, computed from its source the way a test run would record it: only code lines carry
 * coverage (not blank lines, comments, braces, imports or types), a function's lines run when its tests do, some
 * guarded blocks are never entered (their `if` line is then partly covered), loop bodies run more often.
 * Deterministic: the same source and run give the same report.
 */

export interface CoverageRun {
  /** Distinguishes test suites over the same code: guarded blocks are entered differently by each. */
  suite: string;
  /** Functions, as `path#name`, whose tests are missing; every other function runs. */
  untested?: readonly string[];
  /** When set, the suite runs only these functions (integration tests run the routes, not the helpers). */
  only?: readonly string[];
}

/** A line's hits and, for an `if`, its two branches' counts. */
export interface LineRecord {
  line: number;
  hits: number;
  branches?: [number, number];
}

/** A number in [0, 1) from the text; the same text always gives the same number. */
function fraction(...parts: string[]): number {
  return createHash('sha1').update(parts.join('\0')).digest().readUInt32BE(0) / 2 ** 32;
}

const TYPE_DECLARATION = /^(export\s+)?(declare|interface|type)\s/;
const FUNCTION_DECLARATION = /^(export\s+)?(default\s+)?(async\s+)?function[\s*]/;
const COMMENT = /^(\/\/|\/\*|\*)/;
/** Lines that close or continue a block: `}`, `});`, `} else {`, `) => {`, `]`, `</td>`, `/>`. */
const CLOSING = /^([}\])]|<\/[\w.]*>$|\/>$)/;
const BARE_BLOCK = /^(try|else)\s*\{$/;

function braceBalance(line: string): number {
  return (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
}

/** Line numbers (from 1) that are code, as a coverage tool instruments them. */
export function codeLines(source: string): Set<number> {
  const lines = source.split('\n');
  const code = new Set<number>();
  let typeDepth = 0;
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (typeDepth > 0) {
      typeDepth += braceBalance(text);
      continue;
    }
    if (TYPE_DECLARATION.test(text)) {
      typeDepth = Math.max(0, braceBalance(text));
      continue;
    }
    if (
      text === '' ||
      COMMENT.test(text) ||
      text.startsWith('import ') ||
      FUNCTION_DECLARATION.test(text) ||
      CLOSING.test(text) ||
      BARE_BLOCK.test(text)
    )
      continue;
    code.add(index + 1);
  }
  return code;
}

/** The name a top-level declaration gives: `export async function load(` → load, `const root =` → root. */
function declaredName(text: string): string | null {
  const match =
    /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*|const\s+|let\s+|var\s+)(\w+)/.exec(text);
  return match?.[1] ?? null;
}

interface Frame {
  indent: number;
  missed: boolean;
  hits: number;
}

const GUARD = /^(\}\s*)?(if|else|catch)\b/;
const CALLBACK = /=>\s*\{$|\bfunction\b.*\{$/;

/** How often a guarded block is never entered: error paths (a catch, a throw) more often than the others. */
function guardMissRate(text: string, next: string): number {
  return /^\}\s*catch\b/.test(text) || /\bthrow\b/.test(`${text} ${next}`) ? 0.75 : 0.3;
}

/** A top-level function's name: `export async function load(` and `export const load = async () => {` → load. */
function functionName(raw: string): string | null {
  if (raw.startsWith(' ')) return null;
  const text = raw.trim();
  return FUNCTION_DECLARATION.test(text) || CALLBACK.test(text) ? declaredName(text) : null;
}

/** The coverage a run records for one file. */
export function fileCoverage(path: string, source: string, run: CoverageRun): LineRecord[] {
  const lines = source.split('\n');
  const code = codeLines(source);
  const runs = (name: string) => {
    const key = `${path}#${name}`;
    return run.only ? run.only.includes(key) : !run.untested?.includes(key);
  };
  // The module is loaded, running its top-level statements, when the tests run any of its functions.
  const loaded = lines.some((raw) => {
    const name = functionName(raw);
    return name !== null && runs(name);
  });
  const module: Frame = { indent: -1, missed: !loaded, hits: 1 + Math.floor(fraction(path) * 4) };
  const records: LineRecord[] = [];
  const frames: Frame[] = [];
  /** Whether the last `if` at an indentation ran its block, so that its `else` runs when it did not. */
  const lastIf = new Map<number, boolean>();
  // Chances follow a line's text, not its number, so that code a change only moves keeps its coverage.
  const seen = new Map<string, number>();
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const indent = raw.length - raw.trimStart().length;
    while (frames.length > 0 && indent <= frames.at(-1)!.indent) frames.pop();
    const outer = frames.at(-1) ?? module;
    const opensBlock = text.endsWith('{');
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    const chance = fraction(run.suite, path, text, String(occurrence));
    const record: LineRecord | null = code.has(index + 1)
      ? { line: index + 1, hits: outer.missed ? 0 : outer.hits }
      : null;
    let body: Frame | null = null;

    const name = functionName(raw);
    if (name !== null) {
      // Its body runs when its tests do; the declaration itself runs with the module.
      body = { indent, missed: !runs(name), hits: 1 + Math.floor(fraction(run.suite, path, name) * 12) };
    } else if (CALLBACK.test(text)) {
      // A route handler or an effect: most tests of the function around it run it.
      body = { indent, missed: outer.missed || chance < 0.15, hits: outer.hits };
    } else if (GUARD.test(text)) {
      const isElse = /^(\}\s*)?else\s*\{/.test(text);
      const skipped =
        outer.missed ||
        (isElse ? lastIf.get(indent) === true : chance < guardMissRate(text, lines[index + 1] ?? ''));
      if (/^(\}\s*)?(else\s+)?if\b/.test(text)) {
        lastIf.set(indent, !skipped);
        // The condition is evaluated: its block (or, on one line, its statement) runs or not, and when it runs,
        // most tests also pass by it.
        const passedBy = skipped || fraction(run.suite, path, text, String(occurrence), 'else') < 0.75;
        if (record && !outer.missed) record.branches = [skipped ? 0 : outer.hits, passedBy ? outer.hits : 0];
      }
      body = { indent, missed: skipped, hits: outer.hits };
    } else if (/^(for|while)\b/.test(text)) {
      body = { indent, missed: outer.missed, hits: outer.hits * (3 + Math.floor(chance * 8)) };
    }
    if (record) records.push(record);
    if (body && opensBlock) frames.push(body);
  }
  return records;
}

/** Source files that get coverage: TypeScript outside the tests. */
export function isCoveredSource(path: string): boolean {
  return /\.tsx?$/.test(path) && !path.startsWith('test/');
}

/** An lcov tracefile of a run over the files of a tree that `include` keeps. */
export function lcovReport(tree: SourceTree, run: CoverageRun, include: (path: string) => boolean): string {
  const out: string[] = [];
  for (const [path, source] of Object.entries(tree)) {
    if (!isCoveredSource(path) || !include(path)) continue;
    out.push('TN:', `SF:${path}`);
    for (const record of fileCoverage(path, source, run)) {
      out.push(`DA:${record.line},${record.hits}`);
      if (record.branches)
        out.push(
          `BRDA:${record.line},0,0,${record.branches[0] || '-'}`,
          `BRDA:${record.line},0,1,${record.branches[1] || '-'}`,
        );
    }
    out.push('end_of_record');
  }
  return `${out.join('\n')}\n`;
}
