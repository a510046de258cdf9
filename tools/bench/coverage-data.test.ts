import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gridPath, lcovReport, seededRandom, singleHitLcov, writeSyntheticReport } from './coverage-data.ts';

describe('synthetic coverage data', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverage-data-test-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('repeats the same numbers for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('counts the lines and hits it writes into a tracefile', () => {
    const report = lcovReport(20_000, 3);
    const records = report.text.split('\n');
    expect(records.filter((r) => r.startsWith('DA:'))).toHaveLength(report.lines);
    expect(records.filter((r) => r.startsWith('SF:'))).toHaveLength(report.files);
    expect(report.paths).toHaveLength(report.files);
    expect(report.hits).toBeGreaterThan(0);
    expect(report.hits).toBeLessThan(report.lines);
    expect(report.text.length).toBeGreaterThanOrEqual(20_000);
  });

  it('hits exactly one line of the grid per merge upload', () => {
    const text = singleHitLcov(2, 3, 4);
    expect(text.split('\n').filter((r) => r.startsWith('DA:') && r.endsWith(',1'))).toEqual(['DA:2,1']);
    expect(text).toContain(`SF:${gridPath(1)}\nDA:1,0\nDA:2,1\nDA:3,0`);
  });

  it.each(['cobertura', 'lcov', 'istanbul', 'go'] as const)(
    'writes the same %s report for the same seed',
    (format) => {
      const first = writeSyntheticReport(format, path.join(dir, `${format}-1`), 30_000);
      const second = writeSyntheticReport(format, path.join(dir, `${format}-2`), 30_000);
      const text = fs.readFileSync(first.path, 'utf8');
      expect(text).toBe(fs.readFileSync(second.path, 'utf8'));
      expect(first.bytes).toBe(text.length);
      expect(first.bytes).toBeGreaterThanOrEqual(30_000);
      expect(first.lines).toBeGreaterThan(first.files);
    },
  );

  it('writes well-formed istanbul JSON and closes the Cobertura document', () => {
    const json = writeSyntheticReport('istanbul', path.join(dir, 'final.json'), 10_000);
    const map = JSON.parse(fs.readFileSync(json.path, 'utf8')) as Record<string, { statementMap: object }>;
    const statements = Object.values(map).reduce(
      (sum, file) => sum + Object.keys(file.statementMap).length,
      0,
    );
    expect(Object.keys(map)).toHaveLength(json.files);
    expect(statements).toBe(json.lines);
    const xml = writeSyntheticReport('cobertura', path.join(dir, 'coverage.xml'), 10_000);
    const text = fs.readFileSync(xml.path, 'utf8');
    expect(text.trimEnd().endsWith('</coverage>')).toBe(true);
    expect(text.match(/<line /g)).toHaveLength(xml.lines);
  });
});
