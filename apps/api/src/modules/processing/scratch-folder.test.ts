import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleScratchFolders } from './scratch-folder';

describe('scratch folders', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'scratch-folder-test-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('removes the ones a killed server left a day ago, and nothing else', async () => {
    const old = path.join(root, 'canopy-merge-old');
    mkdirSync(path.join(old, 'merge-1'), { recursive: true });
    writeFileSync(path.join(old, 'merge-1', 'files'), 'set aside');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(old, dayAgo, dayAgo);
    mkdirSync(path.join(root, 'canopy-merge-running'));
    mkdirSync(path.join(root, 'someone-else'));
    utimesSync(path.join(root, 'someone-else'), dayAgo, dayAgo);

    expect(await removeStaleScratchFolders(root)).toEqual(['canopy-merge-old']);
    expect(readdirSync(root).sort()).toEqual(['canopy-merge-running', 'someone-else']);
  });
});
