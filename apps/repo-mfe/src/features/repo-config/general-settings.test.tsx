import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  isTeamPlanFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { coverageBranchFixture, coverageRepositoryFixture } from '@canopy/repo-data-access/testing';
import { toast } from '@canopy/ui-kit';
import { mockIntersectionObserver, renderRoute, type IntersectionObserverMock } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('IsTeamPlan', isTeamPlanFixture(false)),
);
const acme = { ownerid: 2, username: 'acme' };
const UPLOAD_TOKEN = '9e6a6189-20f1-482d-ab62-ecfaa2629295';

let observer: IntersectionObserverMock;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  jest.restoreAllMocks();
});

function mockPage({ isAdmin = false, isMember = true, activated = true } = {}) {
  const repository = repositoryFixture({ activated, private: true });
  server.use(
    graphqlHandler('GetRepo', {
      owner: { ...acme, isAdmin, isCurrentUserPartOfOrg: isMember, isCurrentUserActivated: true, repository },
    }),
    graphqlHandler('GetRepoSettings', {
      owner: {
        ...acme,
        isAdmin,
        uploadTokenRequired: false,
        repository: { ...repository, graphToken: 'a1b2c3d4e5' },
      },
    }),
    graphqlHandler(
      'GetBranches',
      coverageRepositoryFixture({
        branches: {
          totalCount: 2,
          edges: ['main', 'release'].map((name) => ({
            cursor: name,
            node: coverageBranchFixture(name, null),
          })),
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      }),
    ),
  );
}

function renderGeneral() {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme/widgets/config/general',
    wrapper: createTestProviders(),
  });
}

test('an admin changes the default branch with the searchable branch select', async () => {
  mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('UpdateRepository', ({ variables }) => {
      inputs.push(variables.input);
      return {
        updateRepository: {
          repository: { repoid: 10, defaultBranch: 'release', activated: true },
          error: null,
        },
      };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderGeneral();
  await user.click(await screen.findByRole('button', { name: /Branch Context/ }));
  await user.click(await screen.findByRole('option', { name: 'release' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Default branch changed to release'));
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', branch: 'release' }]);
});

test('the upload token is masked with x until shown, copied, and regenerated after confirming', async () => {
  mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('RegenerateRepositoryUploadToken', ({ variables }) => {
      inputs.push(variables.input);
      return { regenerateRepositoryUploadToken: { token: 'fresh', error: null } };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderGeneral();
  const [uploadToken, graphToken] = await screen.findAllByTestId('upload-token');
  expect(uploadToken).toHaveTextContent('x'.repeat(UPLOAD_TOKEN.length));
  expect(graphToken).toHaveTextContent('xxxxxxxxxx');
  await user.click(screen.getByRole('button', { name: 'Show upload token' }));
  expect(uploadToken).toHaveTextContent(UPLOAD_TOKEN);
  await user.click(screen.getByRole('button', { name: 'Copy upload token' }));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

  const tokens = screen.getByRole('region', { name: 'Tokens' });
  await user.click(within(tokens).getAllByRole('button', { name: 'Regenerate' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Regenerate the upload token?' });
  expect(dialog).toHaveTextContent('The current token stops working at once');
  await user.click(within(dialog).getByRole('button', { name: 'Regenerate upload token' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Upload token regenerated'));
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets' }]);
});

test('erasing asks for the repository name, says what is deleted, and shows a refusal', async () => {
  mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('EraseRepository', ({ variables }) => {
      inputs.push(variables.input);
      return { eraseRepository: { error: { __typename: 'ValidationError', message: 'Repo not found' } } };
    }),
  );
  const failure = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderGeneral();
  await user.click(await screen.findByRole('button', { name: 'Erase repository data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Erase the data of widgets?' });
  expect(dialog).toHaveTextContent('every commit and its coverage reports');
  expect(dialog).toHaveTextContent('every upload, and the files stored for them');
  const erase = within(dialog).getByRole('button', { name: 'Erase data' });
  expect(erase).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type widgets to confirm' }), 'widget');
  expect(erase).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Type widgets to confirm' }), 's');
  await user.click(erase);
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Repo not found'));
  expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets' }]);
});

test('an admin deactivates after reading what happens to uploads', async () => {
  mockPage({ isAdmin: true });
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('UpdateRepository', ({ variables }) => {
      inputs.push(variables.input);
      return {
        updateRepository: {
          repository: { repoid: 10, defaultBranch: 'main', activated: false },
          error: null,
        },
      };
    }),
  );
  jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderGeneral();
  await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate widgets?' });
  expect(dialog).toHaveTextContent('uploads to it are refused');
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', activated: false }]));
});

test('a member reads the default branch and tokens, and is told only admins can change the rest', async () => {
  mockPage({ isAdmin: false });
  renderGeneral();
  expect(await screen.findByTestId('default-branch')).toHaveTextContent('Current default branch: main');
  expect(screen.getAllByTestId('upload-token')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Erase repository data' })).not.toBeInTheDocument();
  expect(screen.getByTestId('admins-only')).toHaveTextContent(
    'Only admins of acme can deactivate this repository or erase its data.',
  );
});

test('a visitor gets Not found', async () => {
  mockPage({ isMember: false });
  renderGeneral();
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.queryByTestId('general-settings')).not.toBeInTheDocument();
});

test('shows a loader while the settings load and the error page when they fail', async () => {
  mockPage({ isAdmin: true });
  server.use(graphqlErrorHandler('GetRepoSettings', { status: 500 }));
  renderGeneral();
  expect(await screen.findByLabelText('Loading settings')).toBeInTheDocument();
  expect(await screen.findByText('Server error')).toBeInTheDocument();
});

test("a Team-plan owner's private repository reads its settings with GetRepoSettingsTeam", async () => {
  mockPage({ isAdmin: true });
  const asked: string[] = [];
  server.use(
    graphqlHandler('IsTeamPlan', isTeamPlanFixture(true)),
    graphqlHandler('GetRepoSettings', () => {
      asked.push('GetRepoSettings');
      return { owner: null };
    }),
    graphqlHandler('GetRepoSettingsTeam', ({ variables }) => {
      asked.push('GetRepoSettingsTeam');
      expect(variables).toEqual({ name: 'acme', repo: 'widgets' });
      return {
        owner: {
          ...acme,
          uploadTokenRequired: false,
          repository: {
            __typename: 'Repository',
            repoid: 10,
            private: true,
            activated: true,
            defaultBranch: 'main',
            uploadToken: UPLOAD_TOKEN,
            graphToken: 'a1b2c3d4e5',
          },
        },
      };
    }),
  );
  renderGeneral();
  const [uploadToken, graphToken] = await screen.findAllByTestId('upload-token');
  expect(uploadToken).toHaveTextContent('x'.repeat(UPLOAD_TOKEN.length));
  expect(graphToken).toHaveTextContent('xxxxxxxxxx');
  expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  expect(asked).toEqual(['GetRepoSettingsTeam']);
});
