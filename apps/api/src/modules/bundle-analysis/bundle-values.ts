import type { AssetFilters } from '@canopy/bundle-analysis';
import type { CommitRecord } from '../../db/schema';
import type { StoredAsset, StoredBundleReport } from './bundle-read-store';

/** What the bundle fields of the schema resolve from (the parents of their resolvers). */

/** A commit's bundle report: all its bundles. */
export interface BundleReportSetValue {
  commit: CommitRecord;
  reports: StoredBundleReport[];
}

/** One bundle of a commit, narrowed by the filters `bundle(name, filters)` was asked with. */
export interface BundleReportValue {
  commit: CommitRecord;
  report: StoredBundleReport;
  filters: AssetFilters;
}

/** One asset of a bundle. */
export interface BundleAssetValue {
  bundle: BundleReportValue;
  asset: StoredAsset;
}
