import { CorruptReportError } from '../types';
import { codecovJsonParser } from './codecov-json';
import { fixture, linesOf, matchesJson, parseJson } from './test-support';

describe('codecovJsonParser with the documented format', () => {
  const input = fixture('codecov.json');

  it('is recognised', () => {
    expect(codecovJsonParser.matches(input, '{')).toBe(true);
  });

  it('reads counts, branches, booleans and nulls', () => {
    const builder = parseJson(codecovJsonParser, input);
    expect(linesOf(builder, 'src/app.py')).toEqual({
      1: [1],
      2: ['1/2', 'b'],
      3: [0],
      5: ['1/2', 'b'],
      6: ['2/2', 'b'],
      7: [3],
    });
    expect(builder.report.files.get('src/app.py')!.totals()).toMatchObject({
      lines: 6,
      hits: 3,
      misses: 1,
      partials: 2,
    });
  });

  it('reads an array as line-indexed, index 0 unused', () => {
    expect(linesOf(parseJson(codecovJsonParser, input), 'src/util.py')).toEqual({ 1: [1], 2: [0], 4: [5] });
  });
});

describe('codecovJsonParser details', () => {
  it('reads false as a branch line with nothing taken and skips line 0', () => {
    const json = { coverage: { 'a.go': { '0': 1, '3': false } } };
    expect(linesOf(parseJson(codecovJsonParser, json), 'a.go')).toEqual({ 3: ['0/2', 'b'] });
  });

  it('skips a file given as null and files that resolve to nothing', () => {
    const json = { coverage: { 'a.go': null, 'b.go': { '1': 1 } } };
    const builder = parseJson(codecovJsonParser, json, (path) =>
      path === 'b.go' ? { skip: 'ignored' } : path,
    );
    expect(builder.report.files.size).toBe(0);
    expect([...builder.ignored]).toEqual(['b.go']);
  });
});

describe('codecovJsonParser recognition', () => {
  it.each([
    ['an array at the top', [{ coverage: {} }]],
    ['coverage that is a list', { coverage: [] }],
    ['a file that is a number', { coverage: { 'a.py': 1 } }],
    ["SimpleCov's formatter", { meta: {}, coverage: { 'a.rb': { lines: [1] } } }],
    ['a SimpleCov resultset', { RSpec: { coverage: { 'a.rb': [1] } } }],
  ])('rejects %s', (_name, json) => {
    expect(matchesJson(codecovJsonParser, json)).toBe(false);
  });
});

describe('codecovJsonParser on broken files', () => {
  it.each([
    ['a negative count', { '1': -1 }, /line 1: hit count -1/],
    ['a count that is NaN text', { '1': 'NaN' }, /"NaN" is neither/],
    ['more branches taken than exist', { '2': '3/2' }, /"3\/2" is neither/],
    ['zero branches', { '2': '0/0' }, /"0\/0" is neither/],
    ['a line key that is no number', { abc: 1 }, /key "abc"/],
    ['a negative line key', { '-5': 1 }, /key "-5"/],
    ['an absurd line key', { '99999999': 1 }, /key "99999999"/],
    ['a nested object', { '1': { hits: 1 } }, /hit count an object/],
  ])('rejects %s', (_name, lines, message) => {
    const json = { coverage: { 'a.py': lines } };
    expect(() => parseJson(codecovJsonParser, json)).toThrow(CorruptReportError);
    expect(() => parseJson(codecovJsonParser, json)).toThrow(message);
  });

  it('normalises branch strings', () => {
    const json = { coverage: { 'a.py': { '1': '01/2' } } };
    expect(linesOf(parseJson(codecovJsonParser, json), 'a.py')).toEqual({ 1: ['1/2', 'b'] });
  });
});
