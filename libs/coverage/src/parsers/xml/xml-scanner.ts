import type { XmlPosition, XmlTag, XmlVisitor } from './xml-visitor';

/*
 * A scanner for the XML that coverage tools write: elements, attributes, character data, comments and
 * CDATA, read with indexOf and char codes straight from the text. It accepts only what it can prove
 * well-formed; at anything else (a DOCTYPE, a processing instruction, an unknown entity, a stray
 * character, a malformed tag) it stops before the construct and says where, so the full parser can take
 * over from there and decide, with its own errors. Documents that are not XML 1.0 are left to it whole.
 */

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const HASH = 35;
const AMP = 38;
const APOS = 39;
const DASH = 45;
const SLASH = 47;
const LT = 60;
const EQUALS = 61;
const GT = 62;
const BANG = 33;
const CLOSE_BRACKET = 93;
const BOM = 0xfeff;

/** The XML declaration of a 1.0 document, as the grammar allows it (version, encoding, standalone). */
const XML_DECLARATION =
  /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.0"|'1\.0')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*\?>/y;

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Attribute records have no inherited properties (an attribute named `constructor` is just a name), yet
 * keep V8's fast property layout, which `Object.create(null)` gives up.
 */
const ATTRIBUTES_PROTOTYPE = Object.create(null) as object;

function isSpace(code: number): boolean {
  return code === SPACE || code === LF || code === TAB || code === CR;
}

/** ASCII name characters; names with other characters are left to the full parser. */
function isNameStart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === 58;
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === DASH || code === 46;
}

/** Size of the character at `i` (1, or 2 for a surrogate pair), or 0 when XML 1.0 does not allow it. */
function charSize(text: string, i: number, code: number): number {
  if (code < 0xd800) return code >= SPACE || code === LF || code === TAB || code === CR ? 1 : 0;
  if (code <= 0xdbff) {
    const low = text.charCodeAt(i + 1);
    return low >= 0xdc00 && low <= 0xdfff ? 2 : 0;
  }
  if (code <= 0xdfff) return 0;
  return code === 0xfffe || code === 0xffff ? 0 : 1;
}

function isXmlChar(code: number): boolean {
  if (code < SPACE) return code === LF || code === TAB || code === CR;
  if (code < 0xd800) return true;
  if (code < 0xe000) return false;
  if (code <= 0xfffd) return true;
  return code >= 0x10000 && code <= 0x10ffff;
}

/** Where the scanner stopped, so the full parser can resume with the same elements open. */
export interface ScanStop {
  /** Offset of the construct the scanner did not take; the document's length when it read everything. */
  offset: number;
  /** Names of the elements open at `offset`, outermost first. */
  open: readonly string[];
  /** True when the visitor has heard of the root element (so the full parser cannot start over). */
  sawRoot: boolean;
  rootClosed: boolean;
  done: boolean;
}

export class XmlScanner {
  private pos = 0;
  private readonly open: string[] = [];
  private sawRoot = false;
  private rootClosed = false;
  /** Decoded value of the attribute or character data read last. */
  private value = '';
  /** Line count up to `lineAt`, for positions, advanced only when a position is asked for. */
  private lineAt = 0;
  private line = 1;
  private lineStart = 0;
  /** Element and attribute names seen, so each occurrence does not copy its name again. */
  private readonly names: (string | undefined)[] = new Array<string | undefined>(1024);
  /** Names of the attributes of the tag being read, in order. */
  private readonly attributeNames: string[] = [];
  /** Decoded value of the attribute read last, or undefined when the text holds it as it is. */
  private decoded: string | undefined;
  private readonly tag: ScannedTag;
  /** White space between the prolog's parts, reported just before the root element. */
  private readonly prologText: string[] = [];
  readonly position = (): XmlPosition => this.positionAt(this.pos);

  constructor(
    private readonly text: string,
    private readonly visitor: XmlVisitor,
  ) {
    this.tag = new ScannedTag(text, this.attributeNames);
  }

  /** Where the scanner is: just past the tag it reported last, as the full parser counts. */
  current(): XmlPosition {
    return this.positionAt(this.pos);
  }

  run(): ScanStop {
    const text = this.text;
    const length = text.length;
    let pos = text.charCodeAt(0) === BOM ? 1 : 0;
    // Prolog: white space and comments up to the root element; anything else goes to the full parser.
    // White space after the declaration or a comment is character data too, as saxes reports it.
    let afterMarkup = false;
    if (text.startsWith('<?xml', pos)) {
      XML_DECLARATION.lastIndex = pos;
      if (!XML_DECLARATION.test(text)) return this.stop(0);
      pos = XML_DECLARATION.lastIndex;
      afterMarkup = true;
    }
    for (;;) {
      const spaceEnd = this.spaceEnd(pos);
      if (afterMarkup && spaceEnd > pos) this.prologText.push(text.slice(pos, spaceEnd));
      pos = spaceEnd;
      if (text.charCodeAt(pos) !== LT) return this.stop(0);
      const next = text.charCodeAt(pos + 1);
      if (next === BANG && text.startsWith('<!--', pos)) {
        pos = this.comment(pos);
        if (pos < 0) return this.stop(0);
        afterMarkup = true;
        continue;
      }
      if (!isNameStart(next)) return this.stop(0);
      break;
    }
    // Content of the root element.
    const open = this.open;
    for (;;) {
      if (pos >= length) return this.stop(pos);
      let end: number;
      if (text.charCodeAt(pos) === LT) {
        const next = text.charCodeAt(pos + 1);
        if (next === SLASH) end = this.endTag(pos);
        else if (isNameStart(next)) end = this.startTag(pos);
        else if (next === BANG) end = this.commentOrCData(pos);
        else end = -1;
      } else end = this.characterData(pos);
      if (end < 0) return this.stop(pos);
      pos = end;
      if (open.length === 0) break;
    }
    // After the root: white space and comments only.
    while (pos < length) {
      const spaceEnd = this.spaceEnd(pos);
      if (spaceEnd > pos) {
        // saxes reports white space when a tag or the end follows; before stray text, it reports the error.
        if (spaceEnd < length && text.charCodeAt(spaceEnd) !== LT) return this.stop(pos);
        this.pos = spaceEnd;
        this.visitor.text?.(normaliseLineBreaks(text.slice(pos, spaceEnd)));
        pos = spaceEnd;
        continue;
      }
      const end = text.startsWith('<!--', pos) ? this.comment(pos) : -1;
      if (end < 0) return this.stop(pos);
      pos = end;
    }
    return { offset: length, open, sawRoot: true, rootClosed: true, done: true };
  }

  private spaceEnd(pos: number): number {
    let i = pos;
    while (isSpace(this.text.charCodeAt(i))) i += 1;
    return i;
  }

  private stop(offset: number): ScanStop {
    this.pos = offset;
    return { offset, open: this.open, sawRoot: this.sawRoot, rootClosed: this.rootClosed, done: false };
  }

  /** Line and column (both 1-based, columns in code points, CRLF one break) of `offset`. */
  positionAt(offset: number): XmlPosition {
    const text = this.text;
    let line = this.line;
    let lineStart = this.lineStart;
    for (let i = this.lineAt; i < offset; i++) {
      const code = text.charCodeAt(i);
      if (code === LF) {
        line += 1;
        lineStart = i + 1;
      } else if (code === CR) {
        line += 1;
        if (text.charCodeAt(i + 1) === LF) i += 1;
        lineStart = i + 1;
      }
    }
    if (offset > this.lineAt) {
      this.line = line;
      this.lineStart = lineStart;
      this.lineAt = Math.max(offset, lineStart);
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++) {
      const code = text.charCodeAt(i);
      if (code < 0xdc00 || code > 0xdfff || i === lineStart) column += 1;
      else {
        const previous = text.charCodeAt(i - 1);
        if (previous < 0xd800 || previous > 0xdbff) column += 1;
      }
    }
    return { line, column };
  }

  /** The name in [start, end) as a string, reusing the one seen last in its slot. */
  private name(start: number, end: number): string {
    const text = this.text;
    const slot = ((end - start) * 31 + text.charCodeAt(start) * 7 + text.charCodeAt(end - 1)) & 1023;
    const known = this.names[slot];
    if (known !== undefined && known.length === end - start) {
      let i = 0;
      while (i < known.length && known.charCodeAt(i) === text.charCodeAt(start + i)) i += 1;
      if (i === known.length) return known;
    }
    const name = text.slice(start, end);
    this.names[slot] = name;
    return name;
  }

  /** End of the name starting at `start`, or -1 when it holds a character this scanner leaves alone. */
  private nameEnd(start: number): number {
    const text = this.text;
    let i = start + 1;
    let code = text.charCodeAt(i);
    while (isNameChar(code)) code = text.charCodeAt(++i);
    return code >= 0x80 ? -1 : i;
  }

  private startTag(pos: number): number {
    const text = this.text;
    const nameEnd = this.nameEnd(pos + 1);
    if (nameEnd < 0) return -1;
    const name = this.name(pos + 1, nameEnd);
    const tag = this.tag;
    // A visitor that reads attributes on demand gets the tag itself: no record, no unread values copied.
    const attributes = this.visitor.openTag
      ? undefined
      : (Object.create(ATTRIBUTES_PROTOTYPE) as Record<string, string>);
    let i = nameEnd;
    let selfClosing = false;
    let count = 0;
    for (;;) {
      let code = text.charCodeAt(i);
      let spaced = false;
      while (isSpace(code)) {
        spaced = true;
        code = text.charCodeAt(++i);
      }
      if (code === GT) {
        i += 1;
        break;
      }
      if (code === SLASH) {
        if (text.charCodeAt(i + 1) !== GT) return -1;
        i += 2;
        selfClosing = true;
        break;
      }
      if (!spaced || !isNameStart(code)) return -1;
      const attributeEnd = this.nameEnd(i);
      if (attributeEnd < 0) return -1;
      const attribute = this.name(i, attributeEnd);
      i = attributeEnd;
      code = text.charCodeAt(i);
      while (isSpace(code)) code = text.charCodeAt(++i);
      if (code !== EQUALS) return -1;
      code = text.charCodeAt(++i);
      while (isSpace(code)) code = text.charCodeAt(++i);
      if (code !== QUOTE && code !== APOS) return -1;
      const close = this.attributeValue(i + 1, code);
      if (close < 0 || this.repeated(attribute, count)) return -1;
      if (attributes) attributes[attribute] = this.decoded ?? text.slice(i + 1, close);
      else tag.add(count, i + 1, close, this.decoded);
      this.attributeNames[count] = attribute;
      count += 1;
      i = close + 1;
    }
    tag.count = count;
    const depth = this.open.length;
    this.pos = i;
    if (!this.sawRoot) {
      this.sawRoot = true;
      const onText = this.visitor.text;
      if (onText) for (const piece of this.prologText) onText.call(this.visitor, normaliseLineBreaks(piece));
    }
    if (attributes) this.visitor.open?.(name, attributes, depth, this.position);
    else this.visitor.openTag?.(name, tag, depth, this.position);
    if (selfClosing) {
      this.visitor.close?.(name);
      if (depth === 0) this.rootClosed = true;
    } else this.open.push(name);
    return i;
  }

  /** Whether the tag being read already has an attribute of this name (XML forbids repeats). */
  private repeated(attribute: string, count: number): boolean {
    const names = this.attributeNames;
    for (let i = 0; i < count; i++) if (names[i] === attribute) return true;
    return false;
  }

  private endTag(pos: number): number {
    const text = this.text;
    const name = this.open[this.open.length - 1] as string;
    let i = pos + 2;
    if (!text.startsWith(name, i)) return -1;
    i += name.length;
    let code = text.charCodeAt(i);
    while (isSpace(code)) code = text.charCodeAt(++i);
    if (code !== GT) return -1;
    i += 1;
    this.open.pop();
    this.pos = i;
    if (this.open.length === 0) this.rootClosed = true;
    this.visitor.close?.(name);
    return i;
  }

  /** An attribute value from `start` up to its closing quote; returns the quote's offset, or -1. */
  private attributeValue(start: number, quote: number): number {
    const text = this.text;
    const length = text.length;
    let plain = true;
    let i = start;
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === quote) break;
      if (code >= SPACE && code < 0x7f) {
        if (code === LT) return -1;
        if (code === AMP) plain = false;
        i += 1;
        continue;
      }
      if (i >= length) return -1;
      if (code === LF || code === TAB || code === CR) plain = false;
      const size = charSize(text, i, code);
      if (size === 0) return -1;
      i += size;
    }
    if (plain) this.decoded = undefined;
    else if (this.decode(start, i, true)) this.decoded = this.value;
    else return -1;
    return i;
  }

  /** Character data up to the next tag; returns the tag's offset, or -1. */
  private characterData(pos: number): number {
    const text = this.text;
    const end = text.indexOf('<', pos);
    if (end < 0) return -1;
    let plain = true;
    for (let i = pos; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code >= SPACE && code < 0x7f) {
        if (code === AMP) plain = false;
        else if (code === CLOSE_BRACKET && text.startsWith(']]>', i)) return -1;
        continue;
      }
      if (code === CR) plain = false;
      const size = charSize(text, i, code);
      if (size === 0) return -1;
      i += size - 1;
    }
    if (plain) this.value = text.slice(pos, end);
    else if (!this.decode(pos, end, false)) return -1;
    if (this.visitor.text) {
      this.pos = end + 1;
      this.visitor.text(this.value);
    }
    return end;
  }

  private commentOrCData(pos: number): number {
    if (this.text.startsWith('<!--', pos)) return this.comment(pos);
    if (!this.text.startsWith('<![CDATA[', pos)) return -1;
    const start = pos + 9;
    const end = this.text.indexOf(']]>', start);
    if (end < 0 || !this.validChars(start, end)) return -1;
    if (this.visitor.text) {
      this.pos = end + 3;
      this.visitor.text(normaliseLineBreaks(this.text.slice(start, end)));
    }
    return end + 3;
  }

  /** A comment's end, or -1 when it is unterminated, holds `--` or a character XML does not allow. */
  private comment(pos: number): number {
    const start = pos + 4;
    const end = this.text.indexOf('--', start);
    if (end < 0 || this.text.charCodeAt(end + 2) !== GT || !this.validChars(start, end)) return -1;
    return end + 3;
  }

  private validChars(start: number, end: number): boolean {
    const text = this.text;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code >= SPACE && code < 0xd800) continue;
      const size = charSize(text, i, code);
      if (size === 0) return false;
      i += size - 1;
    }
    return true;
  }

  /**
   * Decodes [start, end) into `value`: entity and character references, line breaks normalised to LF
   * and, in attribute values, white space characters to spaces. False for a reference it cannot vouch for.
   */
  private decode(start: number, end: number, attribute: boolean): boolean {
    const text = this.text;
    let value = '';
    let from = start;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      if (code === AMP) {
        const semicolon = text.indexOf(';', i + 1);
        if (semicolon < 0 || semicolon >= end) return false;
        const decoded = decodeReference(text.slice(i + 1, semicolon));
        if (decoded === undefined) return false;
        value += text.slice(from, i) + decoded;
        i = semicolon;
        from = i + 1;
      } else if (code === CR || (attribute && (code === LF || code === TAB))) {
        value += text.slice(from, i) + (attribute ? ' ' : '\n');
        if (code === CR && text.charCodeAt(i + 1) === LF) i += 1;
        from = i + 1;
      }
    }
    this.value = value + text.slice(from, end);
    return true;
  }
}

/**
 * The start tag just read, for visitors that read attributes on demand: names and where each value is in
 * the text. Valid only during the visitor's `openTag` call.
 */
class ScannedTag implements XmlTag {
  count = 0;
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);
  private readonly decoded: (string | undefined)[] = [];

  constructor(
    private readonly text: string,
    private readonly names: readonly string[],
  ) {}

  add(index: number, start: number, end: number, decoded: string | undefined): void {
    if (index >= this.starts.length) {
      const starts = new Int32Array(this.starts.length * 2);
      starts.set(this.starts);
      this.starts = starts;
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.starts[index] = start;
    this.ends[index] = end;
    this.decoded[index] = decoded;
  }

  private indexOf(name: string): number {
    for (let i = 0; i < this.count; i++) if (this.names[i] === name) return i;
    return -1;
  }

  get(name: string): string | undefined {
    const index = this.indexOf(name);
    if (index < 0) return undefined;
    return this.decoded[index] ?? this.text.slice(this.starts[index], this.ends[index]);
  }

  digits(name: string): number {
    const index = this.indexOf(name);
    if (index < 0) return -1;
    const decoded = this.decoded[index];
    if (decoded !== undefined) return /^[0-9]{1,15}$/.test(decoded) ? Number(decoded) : -1;
    const start = this.starts[index] as number;
    const end = this.ends[index] as number;
    if (end <= start || end - start > 15) return -1;
    let value = 0;
    for (let i = start; i < end; i++) {
      const digit = this.text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return -1;
      value = value * 10 + digit;
    }
    return value;
  }
}

/** A predefined entity or a character reference; undefined for anything else. */
function decodeReference(reference: string): string | undefined {
  if (reference.charCodeAt(0) !== HASH) {
    return Object.hasOwn(PREDEFINED_ENTITIES, reference) ? PREDEFINED_ENTITIES[reference] : undefined;
  }
  let code: number;
  if (/^#x[0-9a-fA-F]{1,6}$/.test(reference)) code = parseInt(reference.slice(2), 16);
  else if (/^#[0-9]{1,7}$/.test(reference)) code = parseInt(reference.slice(1), 10);
  else return undefined;
  return isXmlChar(code) ? String.fromCodePoint(code) : undefined;
}

function normaliseLineBreaks(value: string): string {
  return value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value;
}
