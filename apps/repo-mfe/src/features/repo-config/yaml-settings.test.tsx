import { screen, waitFor, within } from '@testing-library/react';
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

const MERGED = 'coverage:\n  precision: 1\ncomment: false\n';

function layers(head: boolean) {
  return [
    {
      kind: 'DEFAULT',
      yaml: 'coverage:\n  precision: 2\n',
      path: null,
      commitid: null,
      inForce: true,
      errors: [],
    },
    { kind: 'OWNER', yaml: OWNER_YAML, path: null, commitid: null, inForce: true, errors: [] },
    {
      kind: 'REPOSITORY',
      yaml: 'comment:\n  layout: diff\n',
      path: null,
      commitid: null,
      inForce: !head,
      errors: [],
    },
    ...(head
      ? [
          {
            kind: 'REPOSITORY_FILE',
            yaml: 'comment: false\ncoverage:\n  precision: nine\n',
            path: '.github/codecov.yml',
            commitid: 'c0ffee1234',
            inForce: true,
            errors: ['coverage.precision: must be an integer'],
          },
        ]
      : []),
  ];
}

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
          bot: head ? { ownerid: 40, username: 'canopy-bot' } : null,
          yamlInForce: { yaml: MERGED, commitid: head ? 'c0ffee1234' : null, layers: layers(head) },
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

test('shows the yaml in force on the default branch and each layer it is merged from', async () => {
  mockPage();
  const user = userEvent.setup();
  renderYaml();
  expect(await screen.findByTestId('yaml-source')).toHaveTextContent(
    'As of commit c0ffee1, the newest on main.',
  );
  expect(within(screen.getByTestId('yaml-source')).getByRole('link', { name: 'c0ffee1' })).toHaveAttribute(
    'href',
    '/gh/acme/widgets/commit/c0ffee1234',
  );
  expect(screen.getByTestId('effective-yaml')).toHaveTextContent('precision: 1 comment: false');
  expect(screen.getByTestId('yaml-bot')).toHaveTextContent('Current bot: canopy-bot');
  expect(screen.getByText('Current default branch: main')).toBeInTheDocument();

  const items = within(screen.getByTestId('yaml-layers'));
  const titles = items.getAllByRole('button').map((button) => button.textContent);
  expect(titles).toEqual([
    'Install default',
    'Global yaml of acme',
    "Repository settingsreplaced by the commit's codecov.yml",
    '.github/codecov.yml at commit c0ffee11 problem',
  ]);
  await user.click(items.getByRole('button', { name: /\.github\/codecov\.yml at commit/ }));
  // The panel opens with a short transition.
  await waitFor(() => expect(screen.getByText(/precision: nine/)).toBeVisible());
  expect(screen.getByText(/Read at commit/)).toHaveTextContent('Read at commit c0ffee1');
  expect(screen.getByText('coverage.precision: must be an integer')).toBeVisible();
});

test('the validate command is copyable', async () => {
  mockPage();
  const user = userEvent.setup();
  renderYaml();
  const command = await screen.findByRole('region', { name: 'validation command' });
  expect(command).toHaveTextContent(`curl --data-binary @codecov.yml ${window.location.origin}/validate`);
  await user.click(screen.getByRole('button', { name: 'Copy validation command' }));
  expect(await navigator.clipboard.readText()).toBe(command.textContent);
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
  const user = userEvent.setup();
  renderYaml();
  const editor = await screen.findByRole('textbox', { name: 'Global YAML of acme' });
  expect(editor).toHaveValue(OWNER_YAML);
  await user.clear(editor);
  await user.type(editor, 'coverage:\n  precision: nine');
  expect(await screen.findByTestId('yaml-problems', {}, { timeout: 3000 })).toHaveTextContent(
    'Line 2: coverage.precision: must be of integer type',
  );
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await user.clear(editor);
  await user.type(editor, 'coverage:\n  precision: 2');
  expect(await screen.findByTestId('yaml-valid', {}, { timeout: 3000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  // The same editor as the account settings' Global YAML: a save is confirmed in a dialog.
  expect(await screen.findByRole('dialog', { name: 'YAML configuration updated' })).toBeInTheDocument();
  expect(inputs).toEqual([{ username: 'acme', yaml: 'coverage:\n  precision: 2' }]);
  expect(bodies.at(-1)).toBe('coverage:\n  precision: 2');
});

test('says when the default branch has no processed upload yet', async () => {
  mockPage({ head: false });
  renderYaml();
  expect(await screen.findByText('No upload has been processed on main yet.')).toBeInTheDocument();
  expect(screen.getByTestId('yaml-bot')).toHaveTextContent('Current bot: none');
  const titles = within(screen.getByTestId('yaml-layers'))
    .getAllByRole('button')
    .map((button) => button.textContent);
  expect(titles).toEqual(['Install default', 'Global yaml of acme', 'Repository settings']);
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

describe('secret string', () => {
  const SECRET = 'secret:v1.aaaa.bbbb.cccc';

  test('a member encrypts a value and copies the secret string made for this repository', async () => {
    mockPage();
    const inputs: unknown[] = [];
    server.use(
      graphqlMutationHandler('EncodeSecretString', ({ variables }) => {
        inputs.push(variables.input);
        return { encodeSecretString: { value: SECRET, error: null } };
      }),
    );
    const user = userEvent.setup();
    renderYaml();
    const section = await screen.findByRole('region', { name: 'Secret string' });
    expect(section).toHaveTextContent(
      'The resulting string can be made public and used in your codecov.yml.',
    );
    await user.click(within(section).getByRole('button', { name: 'Create New Secret String' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Secret String' });
    const generate = within(dialog).getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Value to encrypt/ }),
      'https://hooks.test/T1',
    );
    await user.click(generate);

    const result = await screen.findByRole('dialog', { name: 'Secret string' });
    expect(within(result).getByRole('region', { name: 'secret string' })).toHaveTextContent(SECRET);
    expect(result).toHaveTextContent('It only works in the codecov.yml of acme/widgets');
    await user.click(within(result).getByRole('button', { name: 'Copy secret string' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(inputs).toEqual([{ owner: 'acme', repoName: 'widgets', value: 'https://hooks.test/T1' }]);

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again, it starts empty: the value is not kept.
    await user.click(within(section).getByRole('button', { name: 'Create New Secret String' }));
    const again = await screen.findByRole('dialog', { name: 'Create Secret String' });
    expect(within(again).getByRole('textbox', { name: /Value to encrypt/ })).toHaveValue('');
  });

  test('a refusal is shown on the field; a failed request closes the dialog with a toast', async () => {
    mockPage();
    server.use(
      graphqlMutationHandler('EncodeSecretString', {
        encodeSecretString: {
          value: null,
          error: { __typename: 'ValidationError', message: 'The value is longer than 4096 characters' },
        },
      }),
    );
    const failure = jest.spyOn(toast, 'error').mockReturnValue('toast');
    const user = userEvent.setup();
    renderYaml();
    await user.click(await screen.findByRole('button', { name: 'Create New Secret String' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Secret String' });
    await user.type(within(dialog).getByRole('textbox', { name: /Value to encrypt/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The value is longer than 4096 characters')).toBeInTheDocument();

    server.use(graphqlErrorHandler('EncodeSecretString', { status: 500 }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
