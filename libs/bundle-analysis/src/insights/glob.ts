import { globToRegexSource } from '@canopy/coverage';

/** `{a,b}` alternatives spelled out, innermost first: `main.{js,css}` is `main.js` and `main.css`. */
function expandBraces(glob: string): string[] {
  const match = /\{([^{}]*)\}/.exec(glob);
  if (!match || !match[1]?.includes(',')) return [glob];
  const [whole, body] = [match[0], match[1]];
  return body
    .split(',')
    .flatMap((choice) =>
      expandBraces(glob.slice(0, match.index) + choice + glob.slice(match.index + whole.length)),
    );
}

/**
 * A budget's glob over asset or bundle names, read as codecov.yml reads path globs (`**` spans folders, `*` and
 * `?` stay in one, `[...]` classes), plus `{a,b}` alternatives; anchored at both ends.
 */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^(?:${expandBraces(glob).map(globToRegexSource).join('|')})$`);
}
