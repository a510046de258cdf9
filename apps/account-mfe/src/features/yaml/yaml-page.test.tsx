import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { graphqlErrorHandler, graphqlHandler, graphqlMutationHandler } from '@canopy/api-client/testing';
import { accountHandlers, renderAccount, setupAccountMocks } from '../../testing/render-account';

const server = setupAccountMocks();
const acme = { ownerid: 2, username: 'acme' };
const SAVED = 'coverage:\n  precision: 1\n';

function mockYaml({ isAdmin = true, yaml = SAVED as string | null } = {}) {
  server.use(
    ...accountHandlers({ isAdmin }),
    graphqlHandler('OwnerYaml', { owner: { ...acme, isAdmin, yaml } }),
  );
}

/** /validate/v2 as the server answers it: a parse error with its line, a schema error, or valid. */
function mockValidate() {
  const bodies: string[] = [];
  server.use(
    http.post('*/validate/v2', async ({ request }) => {
      const body = await request.text();
      bodies.push(body);
      if (body.includes('oops'))
        return HttpResponse.json(
          {
            valid: false,
            message: 'YAML could not be parsed',
            parse_error: { problem: 'Unexpected flow', line: 3 },
          },
          { status: 400 },
        );
      if (body.includes('nine'))
        return HttpResponse.json(
          { valid: false, validation_error: { coverage: [{ precision: ['must be of integer type'] }] } },
          { status: 400 },
        );
      return HttpResponse.json({ valid: true });
    }),
  );
  return bodies;
}

test('an admin edits the global yaml: line-precise errors as typed, then saved with the success message', async () => {
  mockYaml({ yaml: null });
  mockValidate();
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('SetYamlOnOwner', ({ variables }) => {
      inputs.push(variables.input);
      return { setYamlOnOwner: { owner: { ...acme, yaml: 'coverage:\n  precision: 2' }, error: null } };
    }),
  );
  const user = userEvent.setup();
  renderAccount('/account/gh/acme/yaml');
  expect(await screen.findByRole('heading', { name: 'Global YAML' })).toBeInTheDocument();
  const editor = screen.getByRole('textbox', { name: 'Global YAML of acme' });
  expect(editor).toHaveAttribute('placeholder', 'All acme repos will inherit this configuration');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await user.click(editor);
  await user.paste('coverage:\n  precision: 1\n  round: [oops');
  expect(await screen.findByTestId('yaml-problems', {}, { timeout: 3000 })).toHaveTextContent(
    'Line 3: Unexpected flow',
  );
  expect(screen.getByTestId('yaml-gutter').querySelector('[data-problem]')).toHaveAttribute('data-line', '3');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  await user.clear(editor);
  await user.paste('coverage:\n  precision: nine');
  expect(await screen.findByTestId('yaml-problems', {}, { timeout: 3000 })).toHaveTextContent(
    'Line 2: coverage.precision: must be of integer type',
  );

  await user.clear(editor);
  await user.paste('coverage:\n  precision: 2');
  expect(await screen.findByTestId('yaml-valid', {}, { timeout: 3000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'YAML configuration updated' });
  expect(dialog).toHaveTextContent(
    'All acme repositories inherit this configuration. Repositories with a codecov.yml extend and override it.',
  );
  expect(inputs).toEqual([{ username: 'acme', yaml: 'coverage:\n  precision: 2' }]);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The answered owner is the saved state: nothing left to save.
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
}, 15000);

test("the server's refusal shows under the editor", async () => {
  mockYaml();
  mockValidate();
  server.use(
    graphqlMutationHandler('SetYamlOnOwner', {
      setYamlOnOwner: {
        owner: null,
        error: {
          __typename: 'ValidationError',
          message: "Error at ['coverage', 'precision']: \nmust be of integer type",
        },
      },
    }),
  );
  const user = userEvent.setup();
  renderAccount('/account/gh/acme/yaml');
  const editor = await screen.findByRole('textbox', { name: 'Global YAML of acme' });
  expect(editor).toHaveValue(SAVED);
  await user.click(editor);
  await user.paste('comment: false');
  await screen.findByTestId('yaml-valid', {}, { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByTestId('yaml-save-error')).toHaveTextContent('must be of integer type');
}, 15000);

test('a member reads the global yaml without changing it', async () => {
  mockYaml({ isAdmin: false });
  renderAccount('/account/gh/acme/yaml');
  const editor = await screen.findByRole('textbox', { name: 'Global YAML of acme' });
  expect(editor).toHaveValue(SAVED);
  expect(editor).toHaveAttribute('readonly');
  expect(screen.getByTestId('yaml-read-only')).toHaveTextContent(
    'Only admins of acme can change the global YAML.',
  );
  expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
});

test('a failed read is the error page', async () => {
  server.use(...accountHandlers(), graphqlErrorHandler('OwnerYaml', { status: 500 }));
  renderAccount('/account/gh/acme/yaml');
  expect(await screen.findByText('Server error')).toBeInTheDocument();
});
