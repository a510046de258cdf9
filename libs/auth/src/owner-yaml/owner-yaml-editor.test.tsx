import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  graphqlErrorHandler,
  graphqlMutationHandler,
  internalUserFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { createTestProviders } from '../testing';
import { OwnerYamlEditor } from './owner-yaml-editor';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  http.post('*/validate/v2', () => HttpResponse.json({ valid: true })),
);

function renderEditor(saved: string | null = null) {
  return renderRoute(<OwnerYamlEditor provider="gh" owner="acme" saved={saved} />, {
    path: '*',
    url: '/account/gh/acme/yaml',
    wrapper: createTestProviders(),
  });
}

async function typeAndSave(text: string) {
  const user = userEvent.setup();
  const editor = await screen.findByRole('textbox', { name: 'Global YAML of acme' });
  await user.click(editor);
  await user.paste(text);
  await screen.findByTestId('yaml-valid', {}, { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return user;
}

test('a save is confirmed in a dialog that says what the owner yaml does', async () => {
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('SetYamlOnOwner', ({ variables }) => {
      inputs.push(variables.input);
      return {
        setYamlOnOwner: { owner: { ownerid: 2, username: 'acme', yaml: 'comment: false' }, error: null },
      };
    }),
  );
  renderEditor();
  expect(screen.getByRole('textbox', { name: 'Global YAML of acme' })).toHaveAttribute(
    'placeholder',
    'All acme repos will inherit this configuration',
  );
  const user = await typeAndSave('comment: false');
  const dialog = await screen.findByRole('dialog', { name: 'YAML configuration updated' });
  expect(dialog).toHaveTextContent(
    'All acme repositories inherit this configuration. Repositories with a codecov.yml extend and override it.',
  );
  expect(inputs).toEqual([{ username: 'acme', yaml: 'comment: false' }]);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
});

test('a failed request is shown under the editor, and typing clears it', async () => {
  server.use(graphqlErrorHandler('SetYamlOnOwner', { status: 500 }));
  renderEditor('coverage:\n  precision: 1\n');
  const user = await typeAndSave('comment: false');
  expect(await screen.findByTestId('yaml-save-error')).not.toBeEmptyDOMElement();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Global YAML of acme' }), 'x');
  expect(screen.queryByTestId('yaml-save-error')).not.toBeInTheDocument();
});
