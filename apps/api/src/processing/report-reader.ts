import { gunzipSync } from 'node:zlib';
import { decodeReport, type Report } from '@canopy/coverage';
import type { Storage } from '../storage/storage';

/**
 * Opens stored reports for reads that need line-level data. A stored report never changes (a new merge writes
 * a new blob), so the last few decoded ones are kept by storage key.
 */
export class ReportReader {
  private readonly recent = new Map<string, Promise<Report>>();

  constructor(
    private readonly storage: Storage,
    private readonly keep = 4,
  ) {}

  read(key: string): Promise<Report> {
    const known = this.recent.get(key);
    if (known) {
      // Most recently used last.
      this.recent.delete(key);
      this.recent.set(key, known);
      return known;
    }
    const loading = this.storage.read(key).then((blob) => decodeReport(gunzipSync(blob).toString('utf8')));
    loading.catch(() => this.recent.delete(key));
    this.recent.set(key, loading);
    while (this.recent.size > this.keep) this.recent.delete(this.recent.keys().next().value!);
    return loading;
  }
}
