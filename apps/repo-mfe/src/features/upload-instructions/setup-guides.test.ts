import { FRAMEWORKS, githubActionsWorkflow, guideAt, guidesFor, type SetupValues } from './setup-guides';

const values: SetupValues = {
  url: 'https://canopy.example.com',
  slug: 'acme/widgets',
  service: 'github',
  defaultBranch: 'main',
};
const jestFramework = FRAMEWORKS[0]!;

test('/new is GitHub Actions on GitHub hosts and the CLI elsewhere; other paths name their guide or none', () => {
  expect(guideAt('github', '')?.id).toBe('github-actions');
  expect(guideAt('github_enterprise', '')?.id).toBe('github-actions');
  expect(guideAt('gitlab', '')?.id).toBe('other-ci');
  expect(guideAt('bitbucket', 'circle-ci')?.id).toBe('circle-ci');
  expect(guideAt('github', 'other-ci/')?.id).toBe('other-ci');
  expect(guideAt('github', 'travis')).toBeNull();
  expect(guidesFor('bitbucket_server').map((guide) => guide.id)).toEqual(['circle-ci', 'other-ci']);
});

test('the workflow quotes a default branch YAML would misread', () => {
  expect(githubActionsWorkflow({ ...values, defaultBranch: 'release/1.x' }, jestFramework)).toContain(
    'branches: [release/1.x]',
  );
  expect(githubActionsWorkflow({ ...values, defaultBranch: 'feat: a, b' }, jestFramework)).toContain(
    'branches: ["feat: a, b"]',
  );
  expect(githubActionsWorkflow({ ...values, defaultBranch: '-dash' }, jestFramework)).toContain(
    'branches: ["-dash"]',
  );
});

test('the workflow reads the token from the secret, never spelled out', () => {
  const workflow = githubActionsWorkflow(values, jestFramework);
  expect(workflow).toContain('token: ${{ secrets.CODECOV_TOKEN }}');
  expect(workflow.split('\n').every((line) => !line.includes('\t'))).toBe(true);
});
