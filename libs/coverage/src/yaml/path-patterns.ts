/**
 * Path patterns of codecov.yml (`ignore`, flag and component `paths`, status `paths`, `fixes`): each one is
 * a path prefix, a glob or a regular expression, told apart by its characters, and always anchored at the
 * start of the repository path. A leading `!` negates a pattern; a leading `./` is dropped.
 */

export type PathPatternKind = 'prefix' | 'glob' | 'regex';

export interface PathPattern {
  /** The pattern as written. */
  source: string;
  negated: boolean;
  kind: PathPatternKind;
  regex: RegExp;
}

const regexSyntax = /[*$[\]]/;
// `*` that is not the tail of `.*` or `]*` reads as a glob star.
const globStar = /(?:^|[^\].])\*/;

/** Drops the negation mark and the `./` that tools like to prefix. */
function splitNegation(pattern: string): { negated: boolean; body: string } {
  const negated = pattern.startsWith('!');
  let body = negated ? pattern.slice(1) : pattern;
  while (body.startsWith('./')) body = body.slice(2);
  return { negated, body };
}

/** Python-flavoured regex syntax people copy into codecov.yml, rewritten for JavaScript. */
function toJsRegex(source: string): { source: string; flags: string } {
  let flags = '';
  let body = source;
  const inline = /^\(\?([aiLmsux]+)\)/.exec(body);
  if (inline?.[1]) {
    if (inline[1].includes('i')) flags += 'i';
    if (inline[1].includes('s')) flags += 's';
    if (inline[1].includes('m')) flags += 'm';
    body = body.slice(inline[0].length);
  }
  body = body
    .replace(/\(\?P<([A-Za-z_]\w*)>/g, '(?<$1>')
    .replace(/\(\?P=([A-Za-z_]\w*)\)/g, '\\k<$1>')
    .replace(/\\A/g, '^')
    .replace(/\\Z/g, '$');
  return { source: body, flags };
}

/** The body read as a regular expression anchored at the start, or undefined when it does not compile. */
function tryRegex(body: string): RegExp | undefined {
  const converted = toJsRegex(body);
  try {
    return new RegExp(`^(?:${converted.source})`, converted.flags);
  } catch {
    return undefined;
  }
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Tells how a pattern body (without `!` and `./`) is read. */
export function classifyPathPattern(pattern: string): PathPatternKind {
  const { body } = splitNegation(pattern);
  if (!regexSyntax.test(body)) return 'prefix';
  if (body.includes('**') || body.includes('/*') || globStar.test(body)) return 'glob';
  return tryRegex(body) ? 'regex' : 'glob';
}

/** Translates a glob: `**` spans directories, `*` and `?` stay inside one, `[…]` classes are kept. */
export function globToRegexSource(glob: string): string {
  let out = '';
  let i = 0;
  while (i < glob.length) {
    const char = glob[i] ?? '';
    if (char === '*') {
      let end = i;
      while (glob[end] === '*') end += 1;
      if (end - i === 1) out += '[^/]*';
      else if (glob[end] === '/') {
        // `**/` may also match nothing, so `src/**/a.py` covers `src/a.py`.
        out += '(?:.*/)?';
        end += 1;
      } else out += '.*';
      i = end;
    } else if (char === '?') {
      out += '[^/]';
      i += 1;
    } else if (char === '[') {
      const klass = readClass(glob, i);
      out += klass ? klass.source : '\\[';
      i = klass ? klass.end : i + 1;
    } else {
      out += escapeRegex(char);
      i += 1;
    }
  }
  return out;
}

function readClass(glob: string, start: number): { source: string; end: number } | undefined {
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i += 1;
  if (glob[i] === ']') i += 1;
  const close = glob.indexOf(']', i);
  if (close < 0) return undefined;
  let inner = glob.slice(start + 1, close).replace(/\\/g, '\\\\');
  if (inner.startsWith('!')) inner = `^${inner.slice(1)}`;
  return { source: `[${inner}]`, end: close + 1 };
}

/** The anchored expression for a pattern body; `whole` also anchors globs at the end. */
function bodyToRegex(body: string, kind: PathPatternKind, whole: boolean): RegExp {
  if (kind === 'glob') return new RegExp(`^${globToRegexSource(body)}${whole ? '$' : ''}`);
  // A prefix is read as regex text, as the reference does, unless it does not compile as one.
  const regex = tryRegex(body);
  if (regex) return regex;
  if (kind === 'prefix') return new RegExp(`^${escapeRegex(body)}`);
  throw new SyntaxError(`invalid regular expression ${JSON.stringify(body)}`);
}

/** Compiles a pattern; throws a SyntaxError when it cannot be read. */
export function compilePathPattern(pattern: string): PathPattern {
  const { negated, body } = splitNegation(pattern);
  const kind = classifyPathPattern(body);
  return { source: pattern, negated, kind, regex: bodyToRegex(body, kind, true) };
}

/** The start-anchored expression of the `before` part of a path fix (globs are not anchored at the end). */
export function compileFixPattern(before: string): RegExp {
  let body = before;
  while (body.startsWith('./')) body = body.slice(2);
  return bodyToRegex(body, classifyPathPattern(body), false);
}

/** Why a pattern cannot be used, or undefined when it can. */
export function pathPatternProblem(pattern: string): string | undefined {
  try {
    compilePathPattern(pattern);
    return undefined;
  } catch {
    return `is not a valid path pattern: ${JSON.stringify(pattern)}`;
  }
}

const compiled = new Map<string, PathPattern | null>();

/** Compiled pattern from a small cache; null when the pattern cannot be read (it then matches nothing). */
function cachedPattern(pattern: string): PathPattern | null {
  let found = compiled.get(pattern);
  if (found !== undefined) return found;
  try {
    found = compilePathPattern(pattern);
  } catch {
    found = null;
  }
  if (compiled.size > 10_000) compiled.clear();
  compiled.set(pattern, found);
  return found;
}

/**
 * Whether a repository path passes include and exclude patterns: excluded if any exclude (or negated
 * include) matches; otherwise included when there are no positive includes or one of them matches.
 */
export function matchesPaths(
  path: string,
  includes: readonly string[] = [],
  excludes: readonly string[] = [],
): boolean {
  let positives = 0;
  let included = false;
  for (const source of includes) {
    const pattern = cachedPattern(source);
    if (!pattern) continue;
    const hit = pattern.regex.test(path);
    if (pattern.negated) {
      if (hit) return false;
      continue;
    }
    positives += 1;
    if (hit) included = true;
  }
  for (const source of excludes) {
    const pattern = cachedPattern(source.startsWith('!') ? source.slice(1) : source);
    if (pattern?.regex.test(path)) return false;
  }
  return positives === 0 || included;
}

/** A status or comment `branches` entry: `*` is any run of characters, the rest is matched whole. */
export function branchPatternToRegExp(pattern: string): RegExp {
  if (pattern === '' || pattern === '*') return /^.*$/;
  const source = `^${pattern.replace(/\*/g, '.*')}$`;
  try {
    return new RegExp(source);
  } catch {
    return new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`);
  }
}

/** Whether a branch is selected by a `branches` list (no list or an empty one selects every branch). */
export function matchesBranch(branch: string, patterns?: readonly string[]): boolean {
  if (!patterns || patterns.length === 0) return true;
  return patterns.some((pattern) => branchPatternToRegExp(pattern).test(branch));
}
