import type { ReportBuilder } from '../model/report-builder';
import { type FileOutcome, parseCoverageFile } from '../parsers/detect';
import { lcovParser } from '../parsers/lcov';
import { CorruptReportError } from '../parsers/types';

/** LCOV text handed to the parser at once: big enough to keep calls few, small enough to stay cheap. */
const LCOV_BATCH = 4 * 1024 * 1024;
/** A head this long without a first `end_of_record` is not streamed; the whole file is read as before. */
const MAX_UNDECIDED = 1024 * 1024;
const END_OF_RECORD = '\nend_of_record';

/**
 * One coverage file that arrives in pieces (a stored upload read in chunks). LCOV, the format of the largest
 * reports, is record based: it is parsed a batch of whole records at a time, so the file's text is never held
 * at once. Any other format (JSON, XML, other text formats) needs its whole text; it is kept until `end`.
 * The outcome is what `parseCoverageFile` gives for the whole text.
 */
export class CoverageFileStream {
  private mode: 'undecided' | 'lcov' | 'whole' = 'undecided';
  private pending = '';
  private readonly pieces: string[] = [];
  private corrupt: FileOutcome | undefined;

  constructor(
    private readonly name: string,
    private readonly builder: ReportBuilder,
    private readonly batchLength = LCOV_BATCH,
  ) {}

  write(text: string): void {
    if (text.length === 0 || this.corrupt) return;
    if (this.mode === 'whole') {
      this.pieces.push(text);
      return;
    }
    this.pending += text;
    if (this.mode === 'undecided') this.decide(false);
    if (this.mode === 'lcov' && this.pending.length >= this.batchLength) this.parseWholeRecords();
  }

  end(): FileOutcome {
    if (this.corrupt) return this.corrupt;
    if (this.mode === 'undecided') this.decide(true);
    if (this.mode === 'whole') {
      const text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
      this.pieces.length = 0;
      return parseCoverageFile({ name: this.name, text }, this.builder);
    }
    const rest = this.pending;
    this.pending = '';
    if (rest.trim().length > 0) this.parse(rest);
    return this.corrupt ?? { kind: 'parsed', format: 'lcov' };
  }

  /** LCOV as detection would find it on the whole text (its first character and `\nend_of_record`). */
  private decide(ended: boolean): void {
    const text = this.pending;
    let i = 0;
    while (i < text.length && (text.charCodeAt(i) === 0xfeff || /\s/.test(text[i] ?? ''))) i++;
    if (i === text.length && !ended) return;
    const first = text[i];
    const lcov =
      first !== '{' &&
      first !== '[' &&
      first !== '<' &&
      (text.includes(END_OF_RECORD) ||
        ((text.startsWith('TN:') || text.startsWith('SF:')) && text.includes('end_of_record')));
    if (lcov) this.mode = 'lcov';
    else if (ended || first === '{' || first === '[' || first === '<' || text.length > MAX_UNDECIDED) {
      this.mode = 'whole';
      this.pieces.push(text);
      this.pending = '';
    }
  }

  /** Parses the pending text up to its last `end_of_record` line; the rest waits for more text. */
  private parseWholeRecords(): void {
    const text = this.pending;
    let at = text.lastIndexOf(END_OF_RECORD);
    while (at !== -1) {
      const lineEnd = text.indexOf('\n', at + END_OF_RECORD.length);
      if (lineEnd === -1) {
        at = text.lastIndexOf(END_OF_RECORD, at - 1);
        continue;
      }
      // Only a line that is exactly end_of_record (a path may contain the words).
      if (text.slice(at + END_OF_RECORD.length, lineEnd).trim().length === 0) {
        this.pending = text.slice(lineEnd + 1);
        this.parse(text.slice(0, lineEnd + 1));
        return;
      }
      at = at === 0 ? -1 : text.lastIndexOf(END_OF_RECORD, at - 1);
    }
  }

  private parse(text: string): void {
    try {
      lcovParser.parse({ name: this.name, text }, this.builder);
    } catch (error) {
      this.pending = '';
      this.corrupt = {
        kind: 'corrupt',
        format: 'lcov',
        message:
          error instanceof CorruptReportError
            ? error.message
            : `could not be read (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  }
}
