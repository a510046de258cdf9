import { compileFixPattern } from '../yaml/path-patterns';

/**
 * The `fixes` of codecov.yml, read once: `before::after` rewrites the start of a path (`before` is a path
 * prefix, glob or regex), `before::` removes it, and `::prefix` puts a prefix in front of every path.
 */
export interface PathFixRules {
  rewrites: readonly { pattern: RegExp; replacement: string }[];
  /** What `::prefix` fixes add, joined; '' when there are none. */
  prefix: string;
}

export function parsePathFixes(fixes: readonly string[] = []): PathFixRules {
  const rewrites: { pattern: RegExp; replacement: string }[] = [];
  const prefixes: string[] = [];
  for (const fix of fixes) {
    const separator = fix.indexOf('::');
    if (separator < 0) continue;
    const before = fix.slice(0, separator);
    const after = fix.slice(separator + 2);
    if (before === '') {
      const prefix = after.replace(/^\/+|\/+$/g, '');
      if (prefix !== '') prefixes.push(prefix);
      continue;
    }
    try {
      rewrites.push({ pattern: compileFixPattern(before), replacement: after });
    } catch {
      // Validation reports unreadable patterns; here they simply do nothing.
    }
  }
  return { rewrites, prefix: prefixes.join('/') };
}

/** The first rewrite whose pattern matches the start of the path, applied once; undefined when none does. */
export function applyRewrites(rules: PathFixRules, path: string): string | undefined {
  for (const { pattern, replacement } of rules.rewrites) {
    if (pattern.test(path)) return path.replace(pattern, () => replacement);
  }
  return undefined;
}
