import type { GitProvider, RepoRef } from '../../git-providers';
import { CODECOV_YAML_LOCATIONS, readRepositoryYaml } from './commit-yaml';

const REPO: RepoRef = { service: 'github', owner: 'acme', name: 'widgets' };

/** A host whose commit has the given files; it counts what it is asked. */
function host(files: Record<string, string>, knowsCommit = true) {
  const asked: string[] = [];
  const provider: GitProvider = {
    kind: 'test',
    pull: async () => null,
    commit: async (_repo, sha) =>
      knowsCommit ? { sha, parents: [], message: null, author: null, timestamp: null } : null,
    mergeBase: async () => null,
    diff: async () => null,
    fileContent: async (_repo, _ref, path) => {
      asked.push(path);
      return files[path] ?? null;
    },
  };
  return { provider, asked };
}

describe('readRepositoryYaml', () => {
  it('looks where Codecov looks, in its order', () => {
    expect(CODECOV_YAML_LOCATIONS).toEqual(
      ['', '.github/', 'dev/'].flatMap((dir) =>
        ['codecov.yml', '.codecov.yml', 'codecov.yaml', '.codecov.yaml'].map((name) => dir + name),
      ),
    );
  });

  it.each([
    [{ 'codecov.yml': 'a', '.github/codecov.yml': 'b' }, 'codecov.yml'],
    [{ '.codecov.yml': 'a', 'codecov.yaml': 'b' }, '.codecov.yml'],
    [{ '.github/.codecov.yaml': 'a', 'dev/codecov.yml': 'b' }, '.github/.codecov.yaml'],
    [{ 'dev/.codecov.yml': 'a' }, 'dev/.codecov.yml'],
  ])('%j → %s', async (files, expected) => {
    const { provider, asked } = host(files);
    const found = await readRepositoryYaml(provider, REPO, 'abc');
    expect(found).toEqual({ path: expected, text: files[expected as keyof typeof files] });
    expect(asked.at(-1)).toBe(expected); // stops at the first file found
  });

  it('answers null when the commit has no file, and unknown when the host does not know the commit', async () => {
    await expect(readRepositoryYaml(host({}).provider, REPO, 'abc')).resolves.toBeNull();
    await expect(readRepositoryYaml(host({}, false).provider, REPO, 'abc')).resolves.toBe('unknown');
  });

  it('does not hide a host failure', async () => {
    const { provider } = host({});
    provider.fileContent = async () => {
      throw new Error('boom');
    };
    await expect(readRepositoryYaml(provider, REPO, 'abc')).rejects.toThrow('boom');
  });
});
