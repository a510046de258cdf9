import type { ParserOptions } from '../../model/report-builder';

/** What kind of code a gcov line with branches is; `parsers.gcov.branch_detection` enables each kind. */
export type BranchKind = 'conditional' | 'loop' | 'method' | 'macro';

const LOOP_KEYWORDS = ['for', 'while', 'do'];
const MACRO_CALL = /^[A-Z_][A-Z0-9_]*\s*\(/;

/**
 * Classifies a source line by its first token. gcc only reports branches where control flow forks, so a
 * line that is not a function start, a loop header or an upper-case macro call is a conditional
 * (`if`, `switch`, `?:`, `&&`, `||`).
 */
export function branchKind(source: string, isMethod: boolean): BranchKind {
  if (isMethod) return 'method';
  const code = source.trimStart();
  if (LOOP_KEYWORDS.some((keyword) => startsWithWord(code, keyword)) || /^}\s*while\b/.test(code))
    return 'loop';
  if (MACRO_CALL.test(code)) return 'macro';
  return 'conditional';
}

export function countsBranches(options: ParserOptions, kind: BranchKind): boolean {
  return options.gcov?.branch_detection?.[kind] === true;
}

export function anyBranchDetection(options: ParserOptions): boolean {
  const detection = options.gcov?.branch_detection;
  return (
    !!detection && (detection.conditional || detection.loop || detection.method || detection.macro) === true
  );
}

function startsWithWord(code: string, word: string): boolean {
  if (!code.startsWith(word)) return false;
  const next = code.charCodeAt(word.length);
  return Number.isNaN(next) || !isIdentifierChar(next);
}

function isIdentifierChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 // _
  );
}
