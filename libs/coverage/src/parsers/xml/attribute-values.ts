import { type XmlAttributes, type XmlTag, invalidContent } from './safe-xml';

function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/**
 * A count such as hits or covered instructions. Absent or empty reads as 0, negative counts clamp
 * to 0 and fractions are truncated (some tools write "3.0"); anything non-numeric is corrupt.
 */
export function countAttribute(attributes: XmlAttributes, name: string): number {
  return countValue(name, attributes[name]);
}

/** countAttribute for a tag read on demand; plain digits are read without copying them. */
export function countOf(tag: XmlTag, name: string): number {
  const digits = tag.digits(name);
  return digits >= 0 ? digits : countValue(name, tag.get(name));
}

function countValue(name: string, raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const value = Number(raw);
  if (!Number.isFinite(value)) invalidContent(`${name}=${quoted(raw)} is not a number`);
  return value > 0 ? Math.floor(value) : 0;
}

/** Beyond any real source file; a larger number would only make per-line arrays absurdly long. */
export const MAX_LINE_NUMBER = 10_000_000;

/**
 * A source line number. Undefined when the line cannot be placed (absent, "undefined", zero,
 * negative, implausibly large): such entries are skipped rather than failing the whole report.
 */
export function lineNumberAttribute(attributes: XmlAttributes, name: string): number | undefined {
  return lineNumberValue(attributes[name]);
}

/** lineNumberAttribute for a tag read on demand; plain digits are read without copying them. */
export function lineNumberOf(tag: XmlTag, name: string): number | undefined {
  const digits = tag.digits(name);
  if (digits < 0) return lineNumberValue(tag.get(name));
  return digits > 0 && digits <= MAX_LINE_NUMBER ? digits : undefined;
}

function lineNumberValue(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > MAX_LINE_NUMBER) return undefined;
  return value;
}
