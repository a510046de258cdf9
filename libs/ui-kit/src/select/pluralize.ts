/** English plural of a resource name for 'Search for {plural}' ('branch' → 'branches', 'repository' → 'repositories'). */
export function pluralize(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}
