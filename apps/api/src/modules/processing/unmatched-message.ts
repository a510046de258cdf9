/** E.g. "3 files in the report matched no file in the repository: a.js, b/c.ts, d.py" (null when there are none). */
export function unmatchedMessage(count: number, paths: readonly string[]): string | null {
  if (count === 0) return null;
  const sentence = `${count === 1 ? '1 file' : `${count} files`} in the report matched no file in the repository`;
  if (paths.length === 0) return sentence;
  const rest = count > paths.length ? `, and ${count - paths.length} more` : '';
  return `${sentence}: ${paths.join(', ')}${rest}`;
}
