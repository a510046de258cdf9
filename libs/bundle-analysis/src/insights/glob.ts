/**
 * A glob over names as a regular expression anchored at both ends: `**` is anything, `*` anything but `/`,
 * `?` one character but `/`, `{a,b}` either, `[...]` a class; everything else is literal.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] ?? '';
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces += 1;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces -= 1;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else if (char === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) source += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        source += body.startsWith('!') ? `[^${body.slice(1)}]` : `[${body}]`;
        i = end;
      }
    } else source += char.replace(/[.+^$()|\\\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}${')'.repeat(braces)}$`);
}
