import { UsageError } from '../errors';
import { createTempRepo, makeTempDir, removeDir, runGit } from '../testing/temp-repo';
import { resolveUploadContext, splitFlags } from './context';

describe('resolveUploadContext', () => {
  let repo: string;
  let head: string;
  let parent: string;

  beforeAll(() => {
    repo = createTempRepo({ 'a.txt': '1\n' }, 'https://gitlab.com/group/sub/proj.git');
    parent = runGit(repo, 'rev-parse', 'HEAD');
    runGit(repo, 'commit', '-q', '--allow-empty', '-m', 'second');
    head = runGit(repo, 'rev-parse', 'HEAD');
  });

  afterAll(() => removeDir(repo));

  it('fills everything from git when the command line is empty', async () => {
    expect(await resolveUploadContext({}, {}, repo)).toEqual({
      url: 'http://localhost:8080',
      token: null,
      gitService: 'gitlab',
      slug: 'group/sub/proj',
      sha: head,
      branch: 'main',
      parentSha: parent,
      pr: null,
      flags: [],
      name: null,
      build: null,
      buildUrl: null,
      job: null,
      ciService: 'local',
      root: runGit(repo, 'rev-parse', '--show-toplevel'),
    });
  });

  it('prefers the command line, then the environment', async () => {
    const context = await resolveUploadContext(
      {
        url: 'http://canopy.internal:9000/',
        slug: 'acme/widgets',
        gitService: 'github_enterprise',
        sha: 'f'.repeat(40),
        branch: 'feature/x',
        parentSha: 'e'.repeat(40),
        pr: '12',
        flags: ['unit,backend', 'unit'],
        name: 'n',
        build: '9',
        buildUrl: 'http://ci/9',
        job: 'j',
      },
      { CANOPY_URL: 'http://ignored', CODECOV_TOKEN: 'from-codecov-env' },
      repo,
    );
    expect(context).toMatchObject({
      url: 'http://canopy.internal:9000',
      token: 'from-codecov-env',
      gitService: 'github_enterprise',
      slug: 'acme/widgets',
      sha: 'f'.repeat(40),
      branch: 'feature/x',
      parentSha: 'e'.repeat(40),
      pr: '12',
      flags: ['unit', 'backend'],
    });
  });

  it('takes CANOPY_URL and CANOPY_TOKEN before CODECOV_TOKEN', async () => {
    const context = await resolveUploadContext(
      {},
      { CANOPY_URL: 'http://canopy:8080', CANOPY_TOKEN: 'canopy', CODECOV_TOKEN: 'codecov' },
      repo,
    );
    expect(context).toMatchObject({ url: 'http://canopy:8080', token: 'canopy' });
  });

  it('takes the branch, pull request and build from the CI', async () => {
    const context = await resolveUploadContext(
      {},
      {
        GITHUB_ACTIONS: 'true',
        GITHUB_HEAD_REF: 'feature/y',
        GITHUB_REF: 'refs/pull/42/merge',
        GITHUB_RUN_ID: '77',
        GITHUB_REPOSITORY: 'acme/widgets',
      },
      repo,
    );
    expect(context).toMatchObject({
      ciService: 'github-actions',
      branch: 'feature/y',
      pr: '42',
      build: '77',
      buildUrl: 'https://github.com/acme/widgets/actions/runs/77',
      // The git remote still names the repository.
      slug: 'group/sub/proj',
    });
  });

  it('rejects an unknown git service and a bad URL', async () => {
    await expect(resolveUploadContext({ gitService: 'github-actions' }, {}, repo)).rejects.toThrow(
      UsageError,
    );
    await expect(resolveUploadContext({ url: 'not a url' }, {}, repo)).rejects.toThrow(/--url is not a URL/);
  });

  describe('outside a git checkout', () => {
    let folder: string;

    beforeAll(() => {
      folder = makeTempDir();
    });

    afterAll(() => removeDir(folder));

    it('needs --slug and --sha', async () => {
      await expect(resolveUploadContext({}, {}, folder)).rejects.toThrow(/pass --slug/);
      await expect(resolveUploadContext({ slug: 'acme/widgets' }, {}, folder)).rejects.toThrow(/pass --sha/);
    });

    it('works with them, rooted at the working directory', async () => {
      const context = await resolveUploadContext({ slug: 'acme/widgets', sha: 'a'.repeat(40) }, {}, folder);
      expect(context).toMatchObject({ gitService: 'github', branch: null, parentSha: null, root: folder });
    });

    it('guesses the service from the CI when there is no remote', async () => {
      const context = await resolveUploadContext(
        { sha: 'a'.repeat(40) },
        { GITLAB_CI: 'true', CI_PROJECT_PATH: 'group/proj' },
        folder,
      );
      expect(context).toMatchObject({ gitService: 'gitlab', slug: 'group/proj' });
    });
  });
});

describe('splitFlags', () => {
  it('splits on commas, trims and drops repeats and blanks', () => {
    expect(splitFlags(['unit, backend', 'unit', ',', 'e2e'])).toEqual(['unit', 'backend', 'e2e']);
  });
});
