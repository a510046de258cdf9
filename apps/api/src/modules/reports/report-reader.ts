import { gunzipSync } from 'node:zlib';
import { decodeReport, type Report } from '@canopy/coverage';
import { Lru } from './lru';
import type { Storage } from '../../storage/storage';

/** A decoded report holds about twice its stored text's length in memory (measured on a 10,000-file report). */
const DECODED_BYTES_PER_CHAR = 2;
/** Memory the decoded reports kept may take together. */
export const REPORT_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Opens stored reports for reads that need line-level data. A stored report never changes (a new merge writes
 * a new blob), so the last few decoded ones are kept by storage key, within a memory bound: a report larger than
 * the bound is decoded for its readers and not kept.
 */
export class ReportReader {
  private readonly recent: Lru<string, Promise<Report>>;

  constructor(
    private readonly storage: Storage,
    keep = 4,
    maxBytes = REPORT_CACHE_BYTES,
  ) {
    this.recent = new Lru(keep, maxBytes);
  }

  read(key: string): Promise<Report> {
    let weight = 0;
    const reading = this.recent.remember(key, () =>
      this.storage.read(key).then((blob) => {
        const text = gunzipSync(blob).toString('utf8');
        weight = text.length * DECODED_BYTES_PER_CHAR;
        return decodeReport(text);
      }),
    );
    void reading.then(
      () => weight > 0 && this.recent.weigh(key, reading, weight),
      () => undefined,
    );
    return reading;
  }

  /** Estimated bytes of the decoded reports kept. */
  get keptBytes(): number {
    return this.recent.totalWeight;
  }
}
