/** Prism language names by file extension (only grammars prism-react-renderer ships or aliases). */
const byExtension: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  py: 'python',
  go: 'go',
  rs: 'rust',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  m: 'objectivec',
  swift: 'swift',
  kt: 'kotlin',
  kts: 'kotlin',
  java: 'clike',
  cs: 'clike',
  scala: 'clike',
  php: 'clike',
  rb: 'clike',
  sql: 'sql',
  graphql: 'graphql',
  gql: 'graphql',
  json: 'json',
  yml: 'yaml',
  yaml: 'yaml',
  md: 'markdown',
  html: 'markup',
  htm: 'markup',
  xml: 'markup',
  svg: 'markup',
  vue: 'markup',
  css: 'css',
  scss: 'css',
  less: 'css',
};

/** The highlighting language of a path ("src/app.tsx" → "tsx"); null when there is none. */
export function languageForPath(path: string): string | null {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return byExtension[name.slice(dot + 1).toLowerCase()] ?? null;
}
