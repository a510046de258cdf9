import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  addFileTotals,
  type CoverageTotals,
  emptyTotals,
  encodeReportFile,
  encodeReportHeader,
  finishTotals,
  Report,
  type ReportBuilder,
  ReportFile,
  ReportLineDecoder,
} from '@canopy/coverage';
import { type SetAsidePart, SetAsideFiles } from './set-aside-files';
import { readStoredLines, StoredReportWriter, storedReport } from './stored-report';

/**
 * Coverage text (uploads' files, or the stored report's lines) whose files are held in memory before they are
 * set aside on disk: about 10 MB of packed lines for LCOV. Smaller merges never touch the disk.
 */
export const HELD_TEXT_BYTES = 16 * 1024 * 1024;

/** The source of a set-aside part holding the report merged so far, with every session it has. */
const MERGED_SO_FAR = -1;

export type FileTotalsRow = { path: string } & Pick<
  CoverageTotals,
  'lines' | 'hits' | 'misses' | 'partials' | 'coverage' | 'branches' | 'methods'
>;

export interface MergedResult {
  /** The stored report (gzip): its bytes, or the file in the scratch folder it was written to. */
  report: Uint8Array | { file: string };
  totals: CoverageTotals;
  files: FileTotalsRow[];
  /** The totals of each upload (by its place in the batch) whose files were set aside. */
  uploadTotals: Map<number, CoverageTotals>;
}

/**
 * A commit's report while a batch of uploads is merged into it, its memory bounded by the work rather than
 * the size of the uploads. While the coverage text behind it stays under a limit, it is one Report in memory.
 * Past the limit, files are set aside on disk as they are built (the report merged so far first, then each
 * upload's files, a batch of records at a time), and the stored report is written file by file at the end:
 * each file folded from its parts (the report merged so far, then each merged upload in turn, as `Report.merge`
 * does), encoded and compressed before the next is read. Only per-file totals stay in memory.
 */
export class MergedReport {
  private held: Report | null = new Report();
  private heldText = 0;
  private aside: SetAsideFiles | undefined;
  /** Uploads (by place in the batch) set aside and then merged. */
  private readonly merged = new Set<number>();
  /** Uploads with a line of data among the files they set aside. */
  private readonly withData = new Set<number>();
  /** A failure to set files aside (a full disk): the whole merge fails with it, not the upload being read. */
  private failure: unknown;

  constructor(
    private readonly scratchDir: string | undefined,
    private readonly limit = HELD_TEXT_BYTES,
  ) {}

  /** Reads the commit's stored report (gzip) in, a line (a file) at a time. */
  async readStored(gzipped: Uint8Array | null): Promise<void> {
    if (!gzipped) return;
    const decoder = new ReportLineDecoder();
    let text = 0;
    await readStoredLines(gzipped, (line) => {
      decoder.line(line);
      text += line.length;
      if (text < this.limit) return;
      this.setAsideFiles().add(decoder.report, MERGED_SO_FAR);
      decoder.report.files.clear();
      text = 0;
    });
    if (this.aside) this.aside.add(decoder.report, MERGED_SO_FAR);
    else {
      this.held = decoder.report;
      this.heldText = text;
    }
  }

  /**
   * Counts coverage text handed to an upload's parser; past the limit, the files built so far are set aside
   * (each first given to `prepare`, the upload's report fixes).
   */
  took(length: number, upload: number, builder: ReportBuilder, prepare: (file: ReportFile) => void): void {
    this.heldText += length;
    if (this.heldText < this.limit) return;
    const report = builder.takeReport();
    for (const file of report.files.values()) prepare(file);
    if (this.guarded(() => this.setAsideFiles().add(report, upload))) this.withData.add(upload);
    this.heldText = 0;
  }

  /** Throws what made setting files aside fail, if anything did. */
  check(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Lets an upload's builder take back a file it set aside when it names the file again. */
  follow(upload: number, builder: ReportBuilder): void {
    builder.reopen = (filePath) => this.guarded(() => this.aside?.takeBack(filePath, upload));
  }

  /** Whether an upload has any line of data, held or set aside. */
  hasData(upload: number, builder: ReportBuilder): boolean {
    return this.withData.has(upload) || !builder.report.isEmpty();
  }

  /**
   * Merges a processed upload (its fixes applied). Returns its totals, or null when its files were set aside:
   * they are known once it is folded (`finish`).
   */
  add(upload: number, builder: ReportBuilder): CoverageTotals | null {
    if (this.held) {
      const totals = builder.report.totals();
      this.held.merge(builder.report);
      return totals;
    }
    this.guarded(() => this.aside!.add(builder.takeReport(), upload));
    this.merged.add(upload);
    return null;
  }

  async finish(): Promise<MergedResult> {
    if (this.held) {
      const report = this.held;
      return {
        report: await storedReport(report),
        totals: report.totals(),
        files: fileTotalsRows(report),
        uploadTotals: new Map(),
      };
    }
    const aside = this.aside!;
    const kept = (part: SetAsidePart) => part.source === MERGED_SO_FAR || this.merged.has(part.source);
    // In the order the merge in memory has: each file where its first merged part was set aside.
    const paths = [...aside.parts]
      .map(([filePath, parts]) => ({ filePath, parts, first: parts.find(kept)?.order ?? -1 }))
      .filter((entry) => entry.first !== -1)
      .sort((a, b) => a.first - b.first);
    const writer = new StoredReportWriter(
      this.scratchDir ? path.join(this.scratchDir, `report-${randomUUID()}.json.gz`) : undefined,
    );
    await writer.line(encodeReportHeader(paths.length));
    const totals = emptyTotals();
    const sessions = new Set<number>();
    const files: FileTotalsRow[] = [];
    const uploadTotals = new Map<number, CoverageTotals>();
    for (const { filePath, parts } of paths) {
      const file = this.fold(aside, filePath, parts, uploadTotals);
      const fileTotals = file.totals();
      addFileTotals(totals, fileTotals);
      for (const id of file.sessions.keys()) sessions.add(id);
      const row = fileTotalsRow(file, fileTotals);
      if (row) files.push(row);
      await writer.line(encodeReportFile(file));
    }
    totals.sessions = sessions.size;
    for (const upload of uploadTotals.values()) {
      upload.sessions = 1;
      finishTotals(upload);
    }
    return { report: await writer.finish(), totals: finishTotals(totals), files, uploadTotals };
  }

  private guarded<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      this.failure ??= error;
      throw error;
    }
  }

  /** Removes what was set aside (also after a failure). */
  close(): void {
    this.aside?.close();
  }

  private setAsideFiles(): SetAsideFiles {
    if (this.aside) return this.aside;
    this.aside = new SetAsideFiles(this.scratchDir);
    if (this.held) this.aside.add(this.held, MERGED_SO_FAR);
    this.held = null;
    return this.aside;
  }

  /** One file of the merged report from its parts; each merged upload's totals of the file are added up. */
  private fold(
    aside: SetAsideFiles,
    filePath: string,
    parts: readonly SetAsidePart[],
    uploadTotals: Map<number, CoverageTotals>,
  ): ReportFile {
    let file: ReportFile | undefined;
    // A file has one part per source: the report merged so far first, then each upload in turn.
    for (const part of parts) {
      if (part.source === MERGED_SO_FAR) {
        file = aside.read(filePath, part);
        continue;
      }
      if (!this.merged.has(part.source)) continue;
      const upload = aside.read(filePath, part);
      let sum = uploadTotals.get(part.source);
      if (!sum) {
        sum = emptyTotals();
        uploadTotals.set(part.source, sum);
      }
      addFileTotals(sum, upload.totals());
      file ??= new ReportFile(filePath);
      for (const id of upload.sessions.keys()) file.absorb(upload, id);
    }
    return file!;
  }
}

/** Per-file totals of a report, as `report_files` stores them (files without lines left out). */
export function fileTotalsRows(report: Report): FileTotalsRow[] {
  const files: FileTotalsRow[] = [];
  for (const file of report.files.values()) {
    const row = fileTotalsRow(file, file.totals());
    if (row) files.push(row);
  }
  return files;
}

function fileTotalsRow(file: ReportFile, t: CoverageTotals): FileTotalsRow | null {
  if (t.lines === 0) return null;
  return {
    path: file.path,
    lines: t.lines,
    hits: t.hits,
    misses: t.misses,
    partials: t.partials,
    coverage: t.coverage,
    branches: t.branches,
    methods: t.methods,
  };
}
