import {
  type LineCoverage,
  type LineType,
  branches,
  lineState,
  parseBranches,
} from '../../model/line-coverage';
import type { FileBuilder, ParserOptions, ReportBuilder } from '../../model/report-builder';
import type { CoverageParser } from '../types';
import { countOf, lineNumberOf } from './attribute-values';
import { type XmlTag, type XmlVisitor, streamXml, xmlRootElement } from './safe-xml';

interface PendingLine {
  number: number;
  coverage: LineCoverage;
  type: LineType;
  /** Branch ids the `missing-branches` attribute names. */
  missing: string[] | undefined;
  /** Ids of `<condition>` children that are not fully covered. */
  conditions: string[];
}

/** "… (3/4)" in `condition-coverage` → "3/4". */
function branchCoverage(tag: XmlTag): string | undefined {
  if (tag.get('branch') !== 'true') return undefined;
  const match = /\((\d+)\/(\d+)\)/.exec(tag.get('condition-coverage') ?? '');
  if (!match) return undefined;
  return branches(Number(match[1]), Number(match[2]));
}

/** Ids from a comma list; repeats (coverage.py writes "exit" once per exit) get a suffix to stay distinct. */
function distinctIds(list: string): string[] {
  const ids: string[] = [];
  let seen: Map<string, number> | undefined;
  for (const part of list.split(',')) {
    const id = part.trim();
    if (id === '') continue;
    // Lists are short and rarely repeat an id: a map only once one does.
    if (seen === undefined && !ids.includes(id)) {
      ids.push(id);
      continue;
    }
    if (seen === undefined) {
      seen = new Map();
      for (const earlier of ids) seen.set(earlier, 1);
    }
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    ids.push(count === 1 ? id : `${id}#${count}`);
  }
  return ids;
}

/** Installed-package directories are the least likely home of repository sources, so they are tried last. */
function isInstalledPackageDir(path: string): boolean {
  return /(^|[/\\])(site|dist)-packages([/\\]|$)/.test(path);
}

/**
 * Reads Cobertura XML (coverage.py, istanbul, gcovr, coverlet, PHPUnit, tarpaulin…) and scoverage's
 * Cobertura-like XML. Every `<class filename>` is a file; `<line>` elements anywhere inside it (under
 * `<methods>` as well as `<lines>`) are recorded and merge per line.
 */
class CoberturaReader implements XmlVisitor {
  private readonly sources: string[] = [];
  private bases: string[] = [];
  private sourceText: string | undefined;
  /** The current class's reported path; undefined outside a class. */
  private filename: string | undefined;
  /** Resolved on the first line so classes without lines create no file. */
  private file: FileBuilder | null | undefined;
  private pending: PendingLine | undefined;
  private readonly options: NonNullable<ParserOptions['cobertura']>;
  /**
   * Plain hit counts of the current class, written in one go when it closes (or before anything else is
   * written to its file), so the file's storage grows once rather than line by line.
   */
  private hitLines: number[] = [];
  private hitCounts: number[] = [];
  private hitTotal = 0;
  /** Highest line number in the batch. */
  private hitHighest = 0;

  constructor(private readonly builder: ReportBuilder) {
    this.options = builder.options.cobertura ?? {};
  }

  openTag(name: string, tag: XmlTag): void {
    switch (name) {
      case 'line':
        if (this.filename !== undefined) this.startLine(tag);
        break;
      case 'condition':
        if (this.pending) this.addCondition(tag);
        break;
      case 'statement':
        if (this.filename !== undefined) this.addStatement(tag);
        break;
      case 'class':
        this.flushHits();
        this.filename = tag.get('filename') ?? '';
        this.file = this.filename === '' ? null : undefined;
        break;
      case 'source':
        this.sourceText = '';
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'line':
        this.finishLine();
        break;
      case 'class':
        this.flushHits();
        this.filename = undefined;
        this.file = undefined;
        break;
      case 'source':
        this.addSource();
        break;
    }
  }

  text(value: string): void {
    if (this.sourceText !== undefined) this.sourceText += value;
  }

  /** Writes the batched plain hit counts of the current class. */
  flushHits(): void {
    if (this.hitTotal === 0) return;
    const total = this.hitTotal;
    this.hitTotal = 0;
    this.hitHighest = 0;
    this.file?.hits(this.hitLines, this.hitCounts, total);
  }

  /**
   * Keeps the order of writes to one line: a line written any other way is written after the batch when
   * the batch may hold it too. Other lines do not depend on each other.
   */
  private flushBefore(line: number): void {
    if (line <= this.hitHighest) this.flushHits();
  }

  private target(): FileBuilder | null {
    if (this.file === undefined) {
      this.file = this.builder.file(this.filename ?? '', this.bases.length > 0 ? this.bases : undefined);
    }
    return this.file;
  }

  private addSource(): void {
    const source = (this.sourceText ?? '').trim();
    this.sourceText = undefined;
    if (source === '' || this.sources.includes(source)) return;
    this.sources.push(source);
    this.bases = [
      ...this.sources.filter((s) => !isInstalledPackageDir(s)),
      ...this.sources.filter((s) => isInstalledPackageDir(s)),
    ];
  }

  private startLine(tag: XmlTag): void {
    this.pending = undefined;
    const number = lineNumberOf(tag, 'number');
    if (number === undefined || !this.target()) return;
    const branch = branchCoverage(tag);
    const missing = tag.get('missing-branches');
    this.pending = {
      number,
      coverage: branch ?? countOf(tag, 'hits'),
      type: branch === undefined ? undefined : 'b',
      missing: missing ? distinctIds(missing) : undefined,
      conditions: [],
    };
  }

  private addCondition(tag: XmlTag): void {
    if (tag.get('coverage')?.trim() === '100%') return;
    const number = tag.get('number') ?? String(this.pending?.conditions.length ?? 0);
    const kind = tag.get('type');
    this.pending?.conditions.push(kind ? `${number}:${kind}` : number);
  }

  private finishLine(): void {
    const line = this.pending;
    this.pending = undefined;
    if (!line || !this.file) return;
    let { coverage } = line;
    let missing: string[] | undefined;
    if (typeof coverage === 'string') {
      if (this.options.partials_as_hits && lineState(coverage) === 'partial') coverage = 1;
      else missing = this.missingBranches(line, coverage);
    }
    if (line.type === undefined && missing === undefined && typeof coverage === 'number' && coverage >= 0) {
      this.hitLines[this.hitTotal] = line.number;
      this.hitCounts[this.hitTotal] = coverage;
      this.hitTotal += 1;
      if (line.number > this.hitHighest) this.hitHighest = line.number;
      return;
    }
    this.flushBefore(line.number);
    this.file.line(line.number, coverage, line.type, missing);
  }

  /**
   * Ids are kept only when they account for exactly the branches not taken: the report model derives
   * coverage from them, and a `<condition>` often stands for several branches.
   */
  private missingBranches(line: PendingLine, coverage: string): string[] | undefined {
    const parsed = parseBranches(coverage);
    if (!parsed) return undefined;
    const missing = line.missing ?? line.conditions;
    const expected = parsed[1] - parsed[0];
    if (this.options.handle_missing_conditions) {
      // Tools often list fewer conditions than branches they count; name the rest.
      for (let id = missing.length; missing.length < expected; id++) missing.push(String(id));
    }
    return missing.length > 0 && missing.length === expected ? missing : undefined;
  }

  /** scoverage: one `<statement>` per statement, several per line, merged by the builder. */
  private addStatement(tag: XmlTag): void {
    if (tag.get('ignored') === 'true') return;
    const number = lineNumberOf(tag, 'line');
    if (number === undefined) return;
    const file = this.target();
    if (!file) return;
    let type: LineType;
    if (tag.get('branch') === 'true') type = 'b';
    else if (tag.get('method')) type = 'm';
    this.flushBefore(number);
    file.line(number, countOf(tag, 'invocation-count'), type);
  }
}

export const coberturaParser: CoverageParser = {
  format: 'cobertura',
  matches(input) {
    const root = xmlRootElement(input.text);
    if (!root) return false;
    return (root.name === 'coverage' && !root.attributes['generated']) || root.name === 'scoverage';
  },
  parse(input, builder) {
    const reader = new CoberturaReader(builder);
    try {
      streamXml(input.text, reader);
    } finally {
      // What was read before a corrupt part is kept, as when every line was written straight away.
      reader.flushHits();
    }
  },
};
