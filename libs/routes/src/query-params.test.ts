import { readRepeatedParam, writeRepeatedParam } from './query-params';

test('reads key[]=, key= and key[0]= alike, in URL order, and writes key[]=', () => {
  const params = new URLSearchParams('flags[]=a&flags=b&flags[0]=c&flagsx=d&flags[x]=e&flags=');
  expect(readRepeatedParam(params, 'flags')).toEqual(['a', 'b', 'c']);
  writeRepeatedParam(params, 'flags', ['z', 'y']);
  expect(params.toString()).toBe('flagsx=d&flags%5B%5D=z&flags%5B%5D=y');
});
