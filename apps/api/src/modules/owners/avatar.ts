const COLOURS = ['#1c7ed6', '#1971c2', '#1864ab', '#4263eb', '#3b5bdb', '#364fc7'];

/**
 * A letter avatar as a data URL: the first letter of the name on a blue disc. Used for owners without an
 * avatar, so that no page ever loads an image from the internet.
 */
export function letterAvatar(name: string | null | undefined): string {
  const letter = (name?.trim()[0] ?? '?').toUpperCase();
  const safeLetter = /^[\p{L}\p{N}]$/u.test(letter) ? letter : '?';
  let hash = 0;
  for (const char of name ?? '') hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="30" font-weight="600" fill="#fff" text-anchor="middle">${safeLetter}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
