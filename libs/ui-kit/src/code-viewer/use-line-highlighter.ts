import { useEffect, useMemo, useState } from 'react';
import type { HighlightToken } from './highlighter';

type HighlighterModule = typeof import('./highlighter');

let loading: Promise<HighlighterModule> | null = null;
let loaded: HighlighterModule | null = null;

function loadHighlighter(): Promise<HighlighterModule> {
  loading ??= import('./highlighter').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** Tokens of a line, or null while the highlighter loads or when the language has no grammar. */
export type LineHighlighter = (text: string) => HighlightToken[] | null;

const CACHE_LIMIT = 20_000;

/**
 * Loads Prism on first use (once the browser is idle) and returns a per-line highlighter with a cache (by line text, so repeated lines
 * and lines scrolled past again cost nothing). Until Prism is loaded, every line is plain text.
 */
export function useLineHighlighter(language: string | null | undefined): {
  highlight: LineHighlighter;
  ready: boolean;
} {
  const [module, setModule] = useState<HighlighterModule | null>(loaded);

  useEffect(() => {
    if (!language || module) return;
    let cancelled = false;
    const load = () =>
      loadHighlighter().then(
        (value) => {
          if (!cancelled) setModule(value);
        },
        () => undefined, // a failed chunk leaves the code plain, which is still readable
      );
    // Prism takes tens of ms to evaluate: loaded once the plain rows are painted, not in the middle of it.
    if (typeof requestIdleCallback !== 'function') {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const id = requestIdleCallback(() => void load(), { timeout: 300 });
    return () => {
      cancelled = true;
      cancelIdleCallback(id);
    };
  }, [language, module]);

  const highlight = useMemo<LineHighlighter>(() => {
    if (!module || !language || !module.hasGrammar(language)) return () => null;
    const cache = new Map<string, HighlightToken[] | null>();
    return (text) => {
      let tokens = cache.get(text);
      if (tokens === undefined) {
        tokens = module.tokenizeLine(text, language);
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(text, tokens);
      }
      return tokens;
    };
  }, [module, language]);

  return { highlight, ready: !!module && !!language && module.hasGrammar(language) };
}
