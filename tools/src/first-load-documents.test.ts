import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentNames, documentsIn } from './first-load-documents.ts';

describe('first-load documents', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-documents-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names a lib's operations and fragments, tests and generated code aside", () => {
    fs.mkdirSync(path.join(dir, 'pulls'));
    fs.mkdirSync(path.join(dir, 'generated'));
    fs.writeFileSync(
      path.join(dir, 'pulls/get-pulls.ts'),
      'export const D = gql`\n  query GetPulls($o: String!) { a }\n  fragment PullFields on Pull { b }\n`;',
    );
    fs.writeFileSync(path.join(dir, 'pulls/pulls.test.ts'), 'gql`query InTest { a }`');
    fs.writeFileSync(path.join(dir, 'generated/operations.ts'), 'gql`query Generated { a }`');
    expect(documentNames(dir)).toEqual(['GetPulls', 'PullFields']);
  });

  it('finds document definitions, not the bare names', () => {
    fs.writeFileSync(path.join(dir, 'a.js'), 'const d="query GetPulls($o:String!){a}";');
    fs.writeFileSync(path.join(dir, 'b.js'), 'const key=["GetPulls"];');
    expect(documentsIn(dir, ['a.js', 'b.js', 'missing.js'], ['GetPulls'])).toEqual(['a.js: GetPulls']);
  });
});
