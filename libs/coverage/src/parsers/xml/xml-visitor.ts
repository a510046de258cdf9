export type XmlAttributes = Readonly<Record<string, string | undefined>>;

/** Where the parser is in the document: 1-based line and column, just past what it last read. */
export interface XmlPosition {
  line: number;
  column: number;
}

/** What an XML coverage reader does with each element; elements arrive in document order. */
export interface XmlVisitor {
  /**
   * An element opened; `depth` is 0 for the root. Self-closing elements are closed right after.
   * `position` says where the start tag ends, for readers that report what they skip.
   */
  open(name: string, attributes: XmlAttributes, depth: number, position: () => XmlPosition): void;
  close?(name: string): void;
  /** Character data with entities decoded (CDATA included), possibly in several pieces. */
  text?(text: string): void;
}
