import { mergeComplexity } from '../model/line-coverage';
import { Report, type ReportFile } from '../model/report';
import { type Diff, type DiffFile, LineMap } from './diff';

/** Where each ancestor path goes in the commit: its diff entry, or null when the file is gone. */
function destinations(diff: Diff): Map<string, DiffFile | null> {
  const moves = new Map<string, DiffFile | null>();
  for (const file of diff.files.values()) {
    if (file.type === 'deleted') moves.set(file.path, null);
    else if (file.type === 'modified') moves.set(file.before ?? file.path, file);
  }
  for (const file of diff.files.values()) {
    // A path the diff creates did not exist in the ancestor, so coverage the ancestor has for it is stale.
    if (file.type === 'new' && !moves.has(file.path)) moves.set(file.path, null);
  }
  return moves;
}

/** Copies the carried sessions of one file to its place in the new report, moving lines through the diff. */
function carryFile(
  source: ReportFile,
  target: () => ReportFile,
  sessions: ReadonlyMap<number, number>,
  map: LineMap,
): void {
  const carriedLines = new Map<number, number>();
  for (const [sourceId, column] of source.sessions) {
    const targetId = sessions.get(sourceId);
    if (targetId === undefined) continue;
    const missing = source.missing.get(sourceId);
    let file: ReportFile | undefined;
    let targetMissing: Map<number, string> | undefined;
    column.forEach((code, line) => {
      const moved = map.baseToHead(line);
      if (moved === null) return;
      file ??= target();
      file.columnFor(targetId).merge(moved, code);
      carriedLines.set(line, moved);
      const ids = missing?.get(line);
      if (ids !== undefined) {
        targetMissing ??= file.missing.get(targetId) ?? new Map<number, string>();
        targetMissing.set(moved, ids);
      }
    });
    if (file && targetMissing) file.missing.set(targetId, targetMissing);
    file?.changed();
  }
  if (carriedLines.size === 0) return;
  const file = target();
  for (const [line, type] of source.recordedTypes()) {
    const moved = carriedLines.get(line);
    if (moved !== undefined) file.setType(moved, type);
  }
  for (const [line, moved] of carriedLines) {
    const complexity = source.complexity[line];
    if (complexity !== undefined)
      file.complexity[moved] = mergeComplexity(file.complexity[moved], complexity);
  }
}

/**
 * Seeds a commit's report from an ancestor's: only the given sessions, renumbered, with every line moved
 * through the ancestor → commit diff so carried coverage follows the code. Lines the diff removed, deleted
 * files and files failing `includePath` (checked on the new path) are dropped; renamed files move.
 */
export function carryForward(
  source: Report,
  sessions: ReadonlyMap<number, number>,
  diff: Diff | null,
  includePath?: (path: string) => boolean,
): Report {
  const result = new Report();
  const moves = diff ? destinations(diff) : null;
  for (const [path, file] of source.files) {
    const diffFile = moves?.get(path);
    if (diffFile === null) continue;
    const targetPath = diffFile?.path ?? path;
    if (includePath && !includePath(targetPath)) continue;
    carryFile(file, () => result.file(targetPath), sessions, LineMap.of(diffFile ?? null));
  }
  return result;
}
