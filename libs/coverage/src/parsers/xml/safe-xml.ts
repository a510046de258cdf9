import { SaxesParser } from 'saxes';
import { CorruptReportError } from '../types';
import { type ScanStop, XmlScanner } from './xml-scanner';
import type { XmlAttributes, XmlPosition, XmlTag, XmlVisitor } from './xml-visitor';

export type { XmlAttributes, XmlPosition, XmlTag, XmlVisitor } from './xml-visitor';

/** An XmlTag over saxes's attribute record. */
class RecordTag implements XmlTag {
  constructor(private readonly attributes: XmlAttributes) {}

  get(name: string): string | undefined {
    return this.attributes[name];
  }

  digits(name: string): number {
    const value = this.attributes[name];
    return value !== undefined && /^[0-9]{1,15}$/.test(value) ? Number(value) : -1;
  }
}

/**
 * Thrown by a visitor for content the format cannot accept; the reader turns it into a
 * CorruptReportError that says where in the document it happened.
 */
export class XmlContentError extends Error {
  override readonly name = 'XmlContentError';
}

export function invalidContent(message: string): never {
  throw new XmlContentError(message);
}

/** Text is fed in slices so the parser never holds more than one slice of pending data. */
const CHUNK_SIZE = 1 << 20;

const ENTITY_DECLARATION = /<!\s*ENTITY/i;

/**
 * Streams an XML document through a visitor. Documents whose DOCTYPE declares entities are refused
 * outright (entity expansion attacks); external entities are never resolved, and references to
 * undeclared entities are malformed XML. Every XML error becomes a CorruptReportError with its position.
 *
 * Reports run to hundreds of megabytes of plain elements and attributes, so a scanner reads the document
 * first; at the first construct it does not vouch for, `saxes` takes over from there with the same
 * elements open, and judges the rest.
 */
export function streamXml(text: string, visitor: XmlVisitor): void {
  const scanner = new XmlScanner(text, visitor);
  let stop: ScanStop;
  try {
    stop = scanner.run();
  } catch (error) {
    if (error instanceof XmlContentError) {
      const { line, column } = scanner.current();
      throw new CorruptReportError(`${error.message} (XML line ${line}, column ${column})`);
    }
    throw error;
  }
  if (stop.done) return;
  if (!stop.sawRoot) parseWithSaxes(text, visitor, 0, [], false, { line: 1, column: 1 });
  else
    parseWithSaxes(text, visitor, stop.offset, stop.open, stop.rootClosed, scanner.positionAt(stop.offset));
}

/**
 * Parses `text` from `offset` with saxes. Elements the scanner already reported are replayed to saxes
 * silently first (`open`, or a closed root), so its well-formedness checks see the whole document; its
 * positions are moved to where `offset` is in the document (`start`).
 */
function parseWithSaxes(
  text: string,
  visitor: XmlVisitor,
  offset: number,
  open: readonly string[],
  rootClosed: boolean,
  start: XmlPosition,
): void {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const replay = rootClosed ? '<r/>' : open.map((name) => `<${name}>`).join('');
  let replaying = replay !== '';
  let depth = 0;
  const line = () => start.line + parser.line - 1;
  const column = () => (parser.line === 1 ? start.column + parser.column - replay.length : parser.column + 1);
  const where = () => `line ${line()}, column ${column()}`;
  const position = (): XmlPosition => ({ line: line(), column: column() });

  parser.on('error', (error) => {
    const reason = error.message.replace(/^\d+:\d+: /, '');
    throw new CorruptReportError(`Malformed XML at ${where()}: ${reason}`);
  });
  parser.on('doctype', (doctype) => {
    if (ENTITY_DECLARATION.test(doctype)) {
      throw new CorruptReportError(`XML DOCTYPE declares entities, which are not accepted (${where()})`);
    }
  });
  parser.on('opentag', (tag) => {
    if (!replaying) {
      if (visitor.openTag) visitor.openTag(tag.name, new RecordTag(tag.attributes), depth, position);
      else visitor.open?.(tag.name, tag.attributes, depth, position);
    }
    depth += 1;
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (!replaying) visitor.close?.(tag.name);
  });
  const onText = visitor.text;
  if (onText) {
    parser.on('text', (value) => {
      if (!replaying) onText.call(visitor, value);
    });
    parser.on('cdata', (value) => onText.call(visitor, value));
  }

  try {
    if (replaying) {
      parser.write(replay);
      replaying = false;
    }
    for (let from = offset; from < text.length; from += CHUNK_SIZE) {
      parser.write(text.slice(from, from + CHUNK_SIZE));
    }
    parser.close();
  } catch (error) {
    if (error instanceof XmlContentError) throw new CorruptReportError(`${error.message} (XML ${where()})`);
    throw error;
  }
}

export interface XmlRoot {
  name: string;
  attributes: Record<string, string>;
}

/**
 * The root element of an XML document, read from the start of the text only: the XML declaration,
 * comments, processing instructions and a DOCTYPE are skipped. Undefined when the text does not
 * start like an XML document. Cheap enough for format detection.
 */
export function xmlRootElement(text: string): XmlRoot | undefined {
  let i = skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  while (i < text.length) {
    if (text.charCodeAt(i) !== LT) return undefined;
    let end: number;
    if (text.startsWith('<?', i)) end = endAfter(text, '?>', i + 2);
    else if (text.startsWith('<!--', i)) end = endAfter(text, '-->', i + 4);
    else if (text.startsWith('<!DOCTYPE', i)) end = skipDoctype(text, i + 9);
    else return readStartTag(text, i + 1);
    if (end < 0) return undefined;
    i = skipSpace(text, end);
  }
  return undefined;
}

const LT = 0x3c;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

function endAfter(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? -1 : at + terminator.length;
}

/** Index just past the DOCTYPE's closing `>`, honouring quoted literals and an internal subset. */
function skipDoctype(text: string, from: number): number {
  let bracketDepth = 0;
  let i = from;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, i + 1);
      if (close < 0) return -1;
      i = close + 1;
      continue;
    }
    if (char === '<' && text.startsWith('<!--', i)) {
      const end = endAfter(text, '-->', i + 4);
      if (end < 0) return -1;
      i = end;
      continue;
    }
    if (char === '[') bracketDepth++;
    else if (char === ']') bracketDepth--;
    else if (char === '>' && bracketDepth <= 0) return i + 1;
    i++;
  }
  return -1;
}

const NAME_END = /[\s/>=]/;

function readName(text: string, from: number): number {
  let i = from;
  while (i < text.length && !NAME_END.test(text[i] ?? '')) i++;
  return i;
}

function readStartTag(text: string, from: number): XmlRoot | undefined {
  const nameEnd = readName(text, from);
  if (nameEnd === from) return undefined;
  const name = text.slice(from, nameEnd);
  if (name.startsWith('!') || name.startsWith('?')) return undefined;
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  let i = nameEnd;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length) return undefined;
    const char = text[i];
    if (char === '>' || (char === '/' && text[i + 1] === '>')) return { name, attributes };
    const attributeEnd = readName(text, i);
    if (attributeEnd === i) return undefined;
    const attribute = text.slice(i, attributeEnd);
    i = skipSpace(text, attributeEnd);
    if (text[i] !== '=') return undefined;
    i = skipSpace(text, i + 1);
    const quote = text[i];
    if (quote !== '"' && quote !== "'") return undefined;
    const close = text.indexOf(quote, i + 1);
    if (close < 0) return undefined;
    attributes[attribute] = decodeEntities(text.slice(i + 1, close));
    i = close + 1;
  }
}

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(PREDEFINED, entity) ? (PREDEFINED[entity] ?? whole) : whole;
  });
}
