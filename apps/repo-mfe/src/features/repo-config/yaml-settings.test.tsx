import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { toast } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
const acme = { ownerid: 2, username: 'acme' };
const OWNER_YAML = 'coverage:\n  precision: 1\n';

afterEach(() => jest.restoreAllMocks());

function mockPage({ isAdmin = false, isMember = true, head = true } = {}) {
  const repository = repositoryFixture();
  server.use(
    graphqlHandler('GetRepo', {
      owner: { ...acme, isAdmin, isCurrentUserPartOfOrg: isMember, isCurrentUserActivated: true, repository },
    }),
    graphqlHandler('RepoYaml', {
      owner: {
        ...acme,
        isAdmin,
        yaml: OWNER_YAML,
        repository: {
          __typename: 'Repository',
          repoid: 10,
          defaultBranch: 'main',
          yaml: null,
          branch: {
            name: 'main',
            head: head
              ? {
                  commitid: 'c0ffee1234',
                  yaml: 'comment: false\n',
                  yamlSource: { kind: 'REPOSITORY_FILE', path: '.github/codecov.yml' },
                }
              : null,
          },
        },
      },
    }),
  );
}

function renderYaml() {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url: '/gh/acme/widgets/config/yaml',
    wrapper: createTestProviders(),
  });
}

test('shows the yaml in force on the default branch and the file it comes from', async () => {
  mockPage();
  renderYaml();
  expect(await screen.findByTestId('yaml-source')).toHaveTextContent(
    "From the repository's .github/codecov.yml, at commit c0ffee1.",
  );
  expect(screen.getByTestId('effective-yaml')).toHaveTextContent('comment: false');
});

test('a member reads the owner yaml without an editor', async () => {
  mockPage();
  renderYaml();
  expect(await screen.findByTestId('owner-yaml')).toHaveTextContent('precision: 1');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByText(/Only admins of acme can change it/)).toBeInTheDocument();
});

test('an admin edits the owner yaml: checked as typed with the line of each problem, then saved', async () => {
  mockPage({ isAdmin: true });
  const bodies: string[] = [];
  server.use(
    http.post('*/validate/v2', async ({ request }) => {
      const body = await request.text();
      bodies.push(body);
      return body.includes('nine')
        ? HttpResponse.json(
            { valid: false, validation_error: { coverage: [{ precision: ['must be of integer type'] }] } },
            { status: 400 },
          )
        : HttpResponse.json({ valid: true });
    }),
  );
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('SetYamlOnOwner', ({ variables }) => {
      inputs.push(variables.input);
      return { setYamlOnOwner: { owner: { ...acme, yaml: 'x' }, error: null } };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderYaml();
  const editor = await screen.findByRole('textbox', { name: /Yaml of acme/ });
  expect(editor).toHaveValue(OWNER_YAML);
  await user.clear(editor);
  await user.type(editor, 'coverage:\n  precision: nine');
  expect(await screen.findByTestId('yaml-problems', {}, { timeout: 3000 })).toHaveTextContent(
    'Line 2: coverage.precision: must be of integer type',
  );
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await user.clear(editor);
  await user.type(editor, 'coverage:\n  precision: 2');
  expect(await screen.findByTestId('yaml-valid', {}, { timeout: 3000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('The yaml of acme was saved'));
  expect(inputs).toEqual([{ username: 'acme', yaml: 'coverage:\n  precision: 2' }]);
  expect(bodies.at(-1)).toBe('coverage:\n  precision: 2');
});

test('says when the default branch has no processed upload yet', async () => {
  mockPage({ head: false });
  renderYaml();
  expect(await screen.findByText('No upload has been processed on main yet.')).toBeInTheDocument();
});

test('a visitor gets Not found; a failed read shows a loader then the error page', async () => {
  mockPage({ isMember: false });
  const view = renderYaml();
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  view.unmount();

  mockPage();
  server.use(graphqlErrorHandler('RepoYaml', { status: 500 }));
  renderYaml();
  expect(await screen.findByLabelText('Loading yaml')).toBeInTheDocument();
  expect(await screen.findByText('Server error')).toBeInTheDocument();
});
