import { firstAnswer } from './first-answer';
import { type CommitDetails, type GitProvider, ProviderError, type RepoRef } from './git-provider';

const REPO: RepoRef = { service: 'github', owner: 'acme', name: 'widgets' };

type Behaviour = 'answer' | 'none' | 'fail';

function commitOf(source: string): CommitDetails {
  return { sha: 'a'.repeat(40), parents: [], message: source, author: null, timestamp: null };
}

/** A provider whose commit() answers, knows nothing, or fails, and counts its calls. */
function provider(kind: string, behaviour: Behaviour): GitProvider & { calls: number } {
  const respond = async <T>(value: T): Promise<T | null> => {
    stub.calls += 1;
    if (behaviour === 'fail') throw new ProviderError(`${kind} is down`, 503);
    return behaviour === 'answer' ? value : null;
  };
  const stub = {
    kind,
    calls: 0,
    pull: () => respond(null),
    commit: () => respond(commitOf(kind)),
    mergeBase: () => respond('b'.repeat(40)),
    diff: () => respond(''),
    fileContent: () => respond(`from ${kind}`),
  };
  return stub;
}

describe('firstAnswer', () => {
  it("uses the host's answer without asking the mirror", async () => {
    const mirror = provider('mirror', 'answer');
    const chained = firstAnswer(provider('github', 'answer'), mirror);
    await expect(chained.commit(REPO, 'x')).resolves.toMatchObject({ message: 'github' });
    expect(mirror.calls).toBe(0);
    expect(chained.kind).toBe('github');
  });

  it('asks the mirror when the host does not know or cannot be reached', async () => {
    await expect(
      firstAnswer(provider('github', 'none'), provider('mirror', 'answer')).commit(REPO, 'x'),
    ).resolves.toMatchObject({
      message: 'mirror',
    });
    await expect(
      firstAnswer(provider('github', 'fail'), provider('mirror', 'answer')).fileContent(REPO, 'main', 'a.js'),
    ).resolves.toBe('from mirror');
  });

  it("rethrows the host's error only when the mirror has nothing either", async () => {
    await expect(
      firstAnswer(provider('github', 'fail'), provider('mirror', 'none')).commit(REPO, 'x'),
    ).rejects.toThrow('github is down');
    await expect(
      firstAnswer(provider('github', 'fail'), provider('mirror', 'fail')).commit(REPO, 'x'),
    ).rejects.toThrow('github is down');
    await expect(
      firstAnswer(provider('github', 'none'), provider('mirror', 'none')).commit(REPO, 'x'),
    ).resolves.toBeNull();
    await expect(
      firstAnswer(provider('github', 'none'), provider('mirror', 'fail')).commit(REPO, 'x'),
    ).rejects.toThrow('mirror is down');
  });

  it('lets programming errors through untouched', async () => {
    const broken: GitProvider = {
      ...provider('github', 'answer'),
      commit: () => Promise.reject(new TypeError('bug')),
    };
    const mirror = provider('mirror', 'answer');
    await expect(firstAnswer(broken, mirror).commit(REPO, 'x')).rejects.toThrow(TypeError);
    expect(mirror.calls).toBe(0);
  });
});
