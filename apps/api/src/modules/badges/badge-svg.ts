import { createHash } from 'node:crypto';

/** Advance widths of Verdana at 11px (ASCII 32–126), as shields.io measures badge text. */
const VERDANA_11 = [
  3.87, 4.33, 5.05, 9.0, 7.0, 11.84, 7.99, 2.95, 4.99, 4.99, 7.0, 9.0, 4.0, 4.99, 4.0, 4.99, 7.0, 7.0, 7.0,
  7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 4.99, 4.99, 9.0, 9.0, 9.0, 6.0, 11.0, 7.52, 7.54, 7.68, 8.48, 6.96, 6.32,
  8.53, 8.27, 4.62, 5.0, 7.62, 6.12, 9.27, 8.23, 8.66, 6.63, 8.66, 7.65, 7.52, 6.78, 8.05, 7.52, 10.88, 7.54,
  6.77, 7.54, 4.99, 4.99, 4.99, 9.0, 7.0, 7.0, 6.61, 6.85, 5.73, 6.85, 6.55, 3.87, 6.85, 6.96, 3.02, 3.79,
  6.51, 3.02, 10.7, 6.96, 6.68, 6.85, 6.85, 4.69, 5.73, 4.33, 6.96, 6.51, 8.98, 6.51, 6.51, 5.78, 6.98, 4.99,
  6.98, 9.0,
];

/** The rendered width of a text in Verdana 11px; other characters count as a wide letter. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += VERDANA_11[char.charCodeAt(0) - 32] ?? 7.0;
  return width;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** A shields-style flat badge: grey label, coloured value, rounded corners and a text shadow. */
export function badgeSvg(label: string, value: string, colour: string): string {
  const left = Math.round(textWidth(label) + 10);
  const right = Math.round(textWidth(value) + 10);
  const width = left + right;
  const title = escapeXml(`${label}: ${value}`);
  const text = (x: number, content: string) =>
    `<text x="${x}" y="15" fill="#010101" fill-opacity=".3">${escapeXml(content)}</text>` +
    `<text x="${x}" y="14">${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>' +
    '<stop offset="1" stop-opacity=".1"/></linearGradient>' +
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/>` +
    `<rect x="${left}" width="${right}" height="20" fill="${colour}"/>` +
    `<rect width="${width}" height="20" fill="url(#s)"/></g>` +
    '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">' +
    `${text(left / 2, label)}${text(left + right / 2, value)}</g></svg>`
  );
}

/** A strong ETag of a body: equal bodies, equal tags. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
