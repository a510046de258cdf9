// Loaded with a dynamic import only: Prism and its grammars stay out of the ui-kit chunk the shell loads.
import { normalizeTokens, Prism } from 'prism-react-renderer';

export interface HighlightToken {
  content: string;
  /** A colour (a Mantine CSS variable, so dark mode follows), or undefined for plain text. */
  color?: string;
  fontStyle?: 'italic';
}

const colorByType: Record<string, string> = {
  comment: 'var(--mantine-color-dimmed)',
  prolog: 'var(--mantine-color-dimmed)',
  doctype: 'var(--mantine-color-dimmed)',
  cdata: 'var(--mantine-color-dimmed)',
  keyword: 'var(--mantine-color-violet-text)',
  atrule: 'var(--mantine-color-violet-text)',
  important: 'var(--mantine-color-violet-text)',
  selector: 'var(--mantine-color-violet-text)',
  string: 'var(--mantine-color-green-text)',
  char: 'var(--mantine-color-green-text)',
  'attr-value': 'var(--mantine-color-green-text)',
  regex: 'var(--mantine-color-green-text)',
  url: 'var(--mantine-color-green-text)',
  number: 'var(--mantine-color-orange-text)',
  boolean: 'var(--mantine-color-orange-text)',
  constant: 'var(--mantine-color-orange-text)',
  symbol: 'var(--mantine-color-orange-text)',
  function: 'var(--mantine-color-blue-text)',
  'class-name': 'var(--mantine-color-cyan-text)',
  builtin: 'var(--mantine-color-cyan-text)',
  namespace: 'var(--mantine-color-cyan-text)',
  tag: 'var(--mantine-color-red-text)',
  property: 'var(--mantine-color-red-text)',
  'attr-name': 'var(--mantine-color-grape-text)',
  variable: 'var(--mantine-color-grape-text)',
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
