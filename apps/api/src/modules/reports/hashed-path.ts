import { createHash } from 'node:crypto';

/** The md5 of a file's path, as Codecov's API names files (`File.hashedPath`, `ImpactedFile.hashedPath`). */
export function hashedPath(path: string): string {
  return createHash('md5').update(path).digest('hex');
}
