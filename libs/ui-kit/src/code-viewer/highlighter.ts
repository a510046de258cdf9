// Loaded with a dynamic import only: Prism and its grammars stay out of the ui-kit chunk the shell loads.
import { normalizeTokens, Prism } from 'prism-react-renderer';

export interface HighlightToken {
  content: string;
  /**
   * A colour (a `--canopy-code-*` CSS variable of the theme, readable on every coverage background of both
   * schemes), or undefined for plain text.
   */
  color?: string;
  fontStyle?: 'italic';
}

const colorByType: Record<string, string> = {
  comment: 'var(--canopy-code-comment)',
  prolog: 'var(--canopy-code-comment)',
  doctype: 'var(--canopy-code-comment)',
  cdata: 'var(--canopy-code-comment)',
  keyword: 'var(--canopy-code-violet)',
  atrule: 'var(--canopy-code-violet)',
  important: 'var(--canopy-code-violet)',
  selector: 'var(--canopy-code-violet)',
  string: 'var(--canopy-code-green)',
  char: 'var(--canopy-code-green)',
  'attr-value': 'var(--canopy-code-green)',
  regex: 'var(--canopy-code-green)',
  url: 'var(--canopy-code-green)',
  number: 'var(--canopy-code-orange)',
  boolean: 'var(--canopy-code-orange)',
  constant: 'var(--canopy-code-orange)',
  symbol: 'var(--canopy-code-orange)',
  function: 'var(--canopy-code-blue)',
  'class-name': 'var(--canopy-code-cyan)',
  builtin: 'var(--canopy-code-cyan)',
  namespace: 'var(--canopy-code-cyan)',
  tag: 'var(--canopy-code-red)',
  property: 'var(--canopy-code-red)',
  'attr-name': 'var(--canopy-code-grape)',
  variable: 'var(--canopy-code-grape)',
};

function colorOf(types: readonly string[]): string | undefined {
  // The most specific type comes last in Prism's nesting.
  for (let index = types.length - 1; index >= 0; index -= 1) {
    const color = colorByType[types[index]!];
    if (color) return color;
  }
  return undefined;
}

/** Whether Prism has a grammar for `language`. */
export function hasGrammar(language: string): boolean {
  return !!Prism.languages[language];
}

/**
 * Tokens of one line. Lines are highlighted one at a time (only the visible ones), so a construct that spans
 * lines (a block comment, a template string) is coloured line by line: a trade for files of any length.
 */
export function tokenizeLine(text: string, language: string): HighlightToken[] | null {
  const grammar = Prism.languages[language];
  if (!grammar) return null;
  const [tokens = []] = normalizeTokens(Prism.tokenize(text, grammar));
  return tokens.map((token) => {
    const color = colorOf(token.types);
    return {
      content: token.content,
      ...(color ? { color } : {}),
      ...(token.types.includes('comment') ? { fontStyle: 'italic' as const } : {}),
    };
  });
}
