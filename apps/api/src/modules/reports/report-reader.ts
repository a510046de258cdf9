import { gunzipSync } from 'node:zlib';
import { decodeReport, type Report } from '@canopy/coverage';
import { Lru } from './lru';
import type { Storage } from '../../storage/storage';

/**
 * Opens stored reports for reads that need line-level data. A stored report never changes (a new merge writes
 * a new blob), so the last few decoded ones are kept by storage key.
 */
export class ReportReader {
  private readonly recent: Lru<string, Promise<Report>>;

  constructor(
    private readonly storage: Storage,
    keep = 4,
  ) {
    this.recent = new Lru(keep);
  }

  read(key: string): Promise<Report> {
    return this.recent.remember(key, () =>
      this.storage.read(key).then((blob) => decodeReport(gunzipSync(blob).toString('utf8'))),
    );
  }
}
