import fs from 'node:fs';
import path from 'node:path';
import { parseBundleStats, type BundleStats } from '../stats/bundle-stats';

/** The stats of a PUT body a real client sent, captured once (apps/api keeps the captures for its protocol tests). */
export function captured(run: 'webpack-plugin-token' | 'rollup-plugin' | 'bundle-analyzer-cli'): BundleStats {
  const text = fs.readFileSync(
    path.join(__dirname, '../../../../apps/api/src/modules/uploads/fixtures/captured', run, '002-body.bin'),
    'utf8',
  );
  const outcome = parseBundleStats(text);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.stats;
}
