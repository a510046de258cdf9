export type XmlAttributes = Readonly<Record<string, string | undefined>>;

/** Where the parser is in the document: 1-based line and column, just past what it last read. */
export interface XmlPosition {
  line: number;
  column: number;
}

/** The attributes of a start tag, read on demand; valid only while the visitor's `openTag` runs. */
export interface XmlTag {
  /** The attribute's value, references decoded, as `attributes[name]` would hold it. */
  get(name: string): string | undefined;
  /** The value when it is 1 to 15 ASCII digits and nothing else, read without copying it; otherwise -1. */
  digits(name: string): number;
}

/**
 * What an XML coverage reader does with each element; elements arrive in document order. A reader
 * implements `open`, or `openTag` to read only the attributes it needs (no record built per element).
 */
export interface XmlVisitor {
  /**
   * An element opened; `depth` is 0 for the root. Self-closing elements are closed right after.
   * `position` says where the start tag ends, for readers that report what they skip.
   */
  open?(name: string, attributes: XmlAttributes, depth: number, position: () => XmlPosition): void;
  /** `open`, with the attributes read on demand; used instead of `open` when present. */
  openTag?(name: string, tag: XmlTag, depth: number, position: () => XmlPosition): void;
  close?(name: string): void;
  /** Character data with entities decoded (CDATA included), possibly in several pieces. */
  text?(text: string): void;
}
