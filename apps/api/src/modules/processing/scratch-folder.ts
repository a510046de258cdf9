import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'canopy-merge-';
/** No merge pass lasts this long: a scratch folder this old was left by a server that was killed. */
const STALE_MS = 24 * 60 * 60 * 1000;

let swept = false;

/**
 * A fresh scratch folder for one merge pass, under the system's temporary folder. The pass removes it when it
 * ends; the first call in a process also removes the folders a killed server left behind.
 */
export async function makeScratchFolder(): Promise<string> {
  if (!swept) {
    swept = true;
    await removeStaleScratchFolders().catch(() => undefined);
  }
  return mkdtemp(path.join(os.tmpdir(), PREFIX));
}

/** Removes scratch folders not touched for a day (or since `before`). */
export async function removeStaleScratchFolders(
  root = os.tmpdir(),
  before = Date.now() - STALE_MS,
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || info.mtimeMs >= before) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
