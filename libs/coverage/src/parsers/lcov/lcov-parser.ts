import type { ReportBuilder } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { LcovBlock } from './lcov-block';

const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const COMMA = 44;
const COLON = 58;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const MINUS = 45;
const SPACE = 32;
const TAB = 9;
const END_OF_RECORD = 'end_of_record';
/** Line numbers past this are not source lines; they would only bloat the line arrays. */
const MAX_LINE = 0x7fffffff;
/** Read once: global lookups are slow in sandboxed contexts such as test runners' VMs. */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * Scans an LCOV tracefile record by record with indexOf and char codes: tracefiles reach hundreds of
 * megabytes, so no per-line regex, split or substring except where a value is kept.
 */
export function parseLcov(text: string, builder: ReportBuilder): void {
  const block = new LcovBlock();
  const length = text.length;
  let pos = 0;
  while (pos < length) {
    if (block.open) {
      const first = text.charCodeAt(pos);
      const after =
        first === 68
          ? readPlainHits(text, pos, block)
          : first === 66
            ? readPlainBranch(text, pos, block)
            : -1;
      if (after !== -1) {
        pos = after;
        continue;
      }
    }
    let next = text.indexOf('\n', pos);
    if (next === -1) next = length;
    let end = next;
    while (end > pos && text.charCodeAt(end - 1) <= SPACE) end -= 1;
    while (pos < end && isBlank(text.charCodeAt(pos))) pos += 1;
    pos = pos < end ? readRecord(text, pos, end, next, block, builder) : next + 1;
  }
  block.finish();
}

/**
 * Fast path for the record most lines hold, a plain `DA:<line>,<count>` line: parses it in one pass
 * and returns the start of the next line, or -1 to leave anything unusual to the general path.
 */
function readPlainHits(text: string, pos: number, block: LcovBlock): number {
  if (text.charCodeAt(pos + 1) !== 65 || text.charCodeAt(pos + 2) !== COLON) return -1;
  let i = pos + 3;
  let line = 0;
  let code = text.charCodeAt(i);
  while (code >= DIGIT_0 && code <= DIGIT_9) {
    line = line * 10 + (code - DIGIT_0);
    code = text.charCodeAt(++i);
  }
  if (code !== COMMA || line === 0 || line > MAX_LINE) return -1;
  const countStart = ++i;
  let hits = 0;
  code = text.charCodeAt(i);
  while (code >= DIGIT_0 && code <= DIGIT_9) {
    hits = hits * 10 + (code - DIGIT_0);
    code = text.charCodeAt(++i);
  }
  if (i === countStart || hits > MAX_COUNT) return -1;
  if (code === CARRIAGE_RETURN) code = text.charCodeAt(++i);
  // charCodeAt past the end is NaN: the last line needs no newline.
  if (code !== NEWLINE && i < text.length) return -1;
  block.addHits(line, hits);
  return i + 1;
}

/**
 * Fast path for `BRDA:<line>,<block>,<branch>,<taken>` with plain numbers (taken a count or `-`): parsed
 * in one pass; returns the start of the next line, or -1 to leave anything unusual to the general path.
 */
function readPlainBranch(text: string, pos: number, block: LcovBlock): number {
  if (
    text.charCodeAt(pos + 1) !== 82 ||
    text.charCodeAt(pos + 2) !== 68 ||
    text.charCodeAt(pos + 3) !== 65 ||
    text.charCodeAt(pos + 4) !== COLON
  )
    return -1;
  let i = pos + 5;
  let line = 0;
  let code = text.charCodeAt(i);
  while (code >= DIGIT_0 && code <= DIGIT_9) {
    line = line * 10 + (code - DIGIT_0);
    code = text.charCodeAt(++i);
  }
  if (code !== COMMA || line === 0 || line > MAX_LINE) return -1;
  const idStart = ++i;
  code = text.charCodeAt(i);
  while (code >= DIGIT_0 && code <= DIGIT_9) code = text.charCodeAt(++i);
  if (code !== COMMA || i === idStart) return -1;
  const branchStart = ++i;
  code = text.charCodeAt(i);
  while (code >= DIGIT_0 && code <= DIGIT_9) code = text.charCodeAt(++i);
  if (code !== COMMA || i === branchStart) return -1;
  const idEnd = i;
  code = text.charCodeAt(++i);
  let taken = false;
  if (code === MINUS) code = text.charCodeAt(++i);
  else {
    const countStart = i;
    while (code >= DIGIT_0 && code <= DIGIT_9) {
      if (code !== DIGIT_0) taken = true;
      code = text.charCodeAt(++i);
    }
    if (i === countStart) return -1;
  }
  if (code === CARRIAGE_RETURN) code = text.charCodeAt(++i);
  if (code !== NEWLINE && i < text.length) return -1;
  block.addBranch(line, idStart, idEnd, taken);
  return i + 1;
}

/** Handles one record and returns where scanning resumes. */
function readRecord(
  text: string,
  pos: number,
  end: number,
  next: number,
  block: LcovBlock,
  builder: ReportBuilder,
): number {
  switch (text.charCodeAt(pos)) {
    case 68: // D
      if (text.charCodeAt(pos + 1) === 65 && text.charCodeAt(pos + 2) === COLON) {
        requireFile(text, pos, block);
        readHits(text, pos + 3, end, block);
      }
      break;
    case 66: // B
      if (text.startsWith('BRDA:', pos)) {
        requireFile(text, pos, block);
        readBranch(text, pos + 5, end, block);
      }
      break;
    case 70: // F
      if (text.charCodeAt(pos + 1) === 78) readFunction(text, pos, end, block);
      break;
    case 83: // S
      if (text.charCodeAt(pos + 1) === 70 && text.charCodeAt(pos + 2) === COLON) {
        return startFile(text, pos + 3, end, next, block, builder);
      }
      break;
    case 101: // e
      if (end - pos === END_OF_RECORD.length && text.startsWith(END_OF_RECORD, pos)) block.finish();
      break;
  }
  return next + 1;
}

function startFile(
  text: string,
  pos: number,
  end: number,
  next: number,
  block: LcovBlock,
  builder: ReportBuilder,
): number {
  const reportedPath = text.slice(pos, end).trim();
  const file = reportedPath === '' ? null : builder.file(reportedPath);
  block.start(file, reportedPath, text);
  if (file) return next + 1;
  // The reference drops a whole block whose file is skipped: jump straight to its end.
  const stop = text.indexOf(`\n${END_OF_RECORD}`, next);
  return stop === -1 ? text.length : stop + 1;
}

function requireFile(text: string, pos: number, block: LcovBlock): void {
  if (block.open) return;
  const record = text.slice(pos, text.indexOf(':', pos));
  throw new CorruptReportError(
    `LCOV ${record} record at line ${lineNumberAt(text, pos)} is not inside an SF: block`,
  );
}

/** `DA:<line>,<count>[,<checksum>]` */
function readHits(text: string, pos: number, end: number, block: LcovBlock): void {
  const comma = readLineNumber(text, pos, end);
  if (comma < 0) return;
  const hits = readCount(text, comma + 1, end);
  if (hits >= 0) block.addHits(parsedLine, hits);
}

/** `BRDA:<line>,<block>,<branch>,<taken>`; taken is `-` when the block never ran. */
function readBranch(text: string, pos: number, end: number, block: LcovBlock): void {
  const comma = readLineNumber(text, pos, end);
  if (comma < 0) return;
  const blockEnd = text.indexOf(',', comma + 1);
  if (blockEnd === -1 || blockEnd >= end) return;
  const branchEnd = text.indexOf(',', blockEnd + 1);
  if (branchEnd === -1 || branchEnd >= end) return;
  block.addBranch(parsedLine, comma + 1, branchEnd, isTaken(text, branchEnd + 1, end));
}

/** `FN:<line>,[<end line>,]<name>` (lcov 1 and 2) or `FNL:<index>,<line>[,<end line>]` (lcov 2.2). */
function readFunction(text: string, pos: number, end: number, block: LcovBlock): void {
  if (text.charCodeAt(pos + 2) === COLON) {
    requireFile(text, pos, block);
    const comma = readLineNumber(text, pos + 3, end);
    if (comma >= 0) block.addMethod(parsedLine, isMangled(text, comma + 1, end));
  } else if (text.charCodeAt(pos + 2) === 76 && text.charCodeAt(pos + 3) === COLON) {
    requireFile(text, pos, block);
    const indexEnd = text.indexOf(',', pos + 4);
    if (indexEnd === -1 || indexEnd >= end) return;
    if (readLineNumber(text, indexEnd + 1, end) !== -1) block.addMethod(parsedLine, false);
  }
}

function isMangled(text: string, pos: number, end: number): boolean {
  let name = pos;
  while (name < end && isDigit(text.charCodeAt(name))) name += 1;
  // lcov 2 puts the end line before the name.
  if (name > pos && text.charCodeAt(name) === COMMA) name += 1;
  else name = pos;
  return (
    text.charCodeAt(name) === 95 && (text.charCodeAt(name + 1) === 90 || text.charCodeAt(name + 1) === 71)
  );
}

/** `-` and zero mean not taken; the reference counts any other value as taken. */
function isTaken(text: string, pos: number, end: number): boolean {
  if (pos >= end) return false;
  const first = text.charCodeAt(pos);
  if (first === MINUS) return false;
  if (!isDigit(first)) return true;
  let i = pos;
  let nonZero = false;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) break;
    if (code !== DIGIT_0) nonZero = true;
  }
  return i === end ? nonZero : !(Number(text.slice(pos, end)) <= 0);
}

/** Result slot for readLineNumber, so the hot path allocates nothing. */
let parsedLine = 0;

/**
 * Reads a positive line number ending at a comma into `parsedLine` and returns the comma's index,
 * or -1 when the field is not a line number the report can hold.
 */
function readLineNumber(text: string, pos: number, end: number): number {
  let line = 0;
  let i = pos;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) break;
    line = line * 10 + (code - DIGIT_0);
  }
  if (i === pos || i >= end || text.charCodeAt(i) !== COMMA || line === 0 || line > MAX_LINE) return -1;
  parsedLine = line;
  return i;
}

/**
 * An execution count: plain digits by hand, anything else (sign, fraction, exponent as some tools
 * write huge counts) through Number. Negative counts clamp to 0; -1 means not a number.
 */
function readCount(text: string, pos: number, end: number): number {
  let value = 0;
  let i = pos;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) break;
    value = value * 10 + (code - DIGIT_0);
  }
  if (i > pos && (i === end || text.charCodeAt(i) === COMMA)) return value > MAX_COUNT ? MAX_COUNT : value;
  let stop = i;
  while (stop < end && text.charCodeAt(stop) !== COMMA) stop += 1;
  const field = text.slice(pos, stop).trim();
  if (field === '') return -1;
  const parsed = Number(field);
  if (Number.isNaN(parsed)) return -1;
  if (parsed <= 0) return 0;
  return parsed > MAX_COUNT ? MAX_COUNT : Math.floor(parsed);
}

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

function lineNumberAt(text: string, pos: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}
