import { codeLines, fileCoverage, lcovReport } from './demo-lcov';

const SOURCE = `import { thing } from './thing';

export interface Shape {
  size: number;
}

// Twice the size, or nothing for an empty shape.
export function double(shape: Shape): number | null {
  if (shape.size === 0) {
    return null;
  }
  let total = 0;
  for (let i = 0; i < 2; i++) {
    total += shape.size;
  }
  return total;
}

export function unused(): string {
  return thing;
}

const ready = true;
`;

describe('codeLines', () => {
  it('leaves out blank lines, comments, imports, types, declarations and braces', () => {
    expect([...codeLines(SOURCE)]).toEqual([9, 10, 12, 13, 14, 16, 20, 23]);
  });
});

describe('fileCoverage', () => {
  it('runs the functions the tests run, and loops more often', () => {
    const lines = fileCoverage('src/shape.ts', SOURCE, { suite: 'unit', untested: ['src/shape.ts#unused'] });
    const hits = new Map(lines.map((line) => [line.line, line.hits]));
    expect([...hits.keys()]).toEqual([...codeLines(SOURCE)]);
    expect(hits.get(20)).toBe(0);
    expect(hits.get(9)).toBeGreaterThan(0);
    expect(hits.get(23)).toBeGreaterThan(0);
    expect(hits.get(14)).toBeGreaterThan(hits.get(13)!);
    // An if records its two branches; the one into the block is taken exactly when the block runs.
    const guard = lines.find((line) => line.line === 9)!;
    expect(guard.branches![0] > 0).toBe(hits.get(10)! > 0);
  });

  it('leaves a module no test loads without hits, and gives the same answer every time', () => {
    const run = { suite: 'unit', untested: ['src/shape.ts#double', 'src/shape.ts#unused'] };
    expect(fileCoverage('src/shape.ts', SOURCE, run).every((line) => line.hits === 0)).toBe(true);
    const integration = { suite: 'integration', only: ['src/shape.ts#double'] };
    expect(fileCoverage('src/shape.ts', SOURCE, integration)).toEqual(
      fileCoverage('src/shape.ts', SOURCE, integration),
    );
  });
});

describe('lcovReport', () => {
  it('writes the TypeScript files outside the tests, with branch records for ifs', () => {
    const report = lcovReport(
      { 'src/shape.ts': SOURCE, 'test/shape.test.ts': SOURCE, 'README.md': '# shapes\n' },
      { suite: 'unit' },
      () => true,
    );
    expect(report.match(/^SF:.*$/gm)).toEqual(['SF:src/shape.ts']);
    expect(report).toMatch(/^DA:9,\d+\nBRDA:9,0,0,[\d-]+\nBRDA:9,0,1,[\d-]+$/m);
    expect(report.endsWith('end_of_record\n')).toBe(true);
  });
});
