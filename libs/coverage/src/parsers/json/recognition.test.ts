import type { CoverageParser } from '../types';
import { codecovJsonParser, coveragePyParser, istanbulParser, llvmCovParser, simplecovParser } from './index';
import { fixture, jsonInput } from './test-support';

const ALL: CoverageParser[] = [
  llvmCovParser,
  coveragePyParser,
  simplecovParser,
  codecovJsonParser,
  istanbulParser,
];

/** Every parser that would claim the content; detection's order must never be what decides. */
function claimants(json: unknown): string[] {
  const input = jsonInput(json);
  return ALL.filter((parser) => parser.matches(input, '')).map((parser) => parser.format);
}

describe('JSON format recognition', () => {
  it.each([
    ['istanbul-nyc.json', 'istanbul'],
    ['istanbul-c8.json', 'istanbul'],
    ['coverage-py-branch.json', 'coverage-py'],
    ['coverage-py-contexts.json', 'coverage-py'],
    ['llvm-cov-clang14.json', 'llvm-cov'],
    ['simplecov-resultset.json', 'simplecov'],
    ['simplecov-json.json', 'simplecov'],
    ['simplecov-formatter.json', 'simplecov'],
    ['codecov.json', 'codecov-json'],
  ])('%s is claimed by %s alone', (name, format) => {
    expect(claimants(fixture(name).json)).toEqual([format]);
  });

  it.each([
    ['an empty object', {}],
    ['an empty array', []],
    ['an unrelated object', { name: 'package', version: '1.0.0', dependencies: { a: '1' } }],
    ['an array of objects', [{ coverage: {} }, { statementMap: {} }]],
  ])('nobody claims %s', (_name, json) => {
    expect(claimants(json)).toEqual([]);
  });
});
