import { screen, within } from '@testing-library/react';
import { connectionFixture, graphqlHandler, setupApiMocks } from '@canopy/api-client/testing';
import { repositoryOf, uploadFixture } from '@canopy/repo-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { UploadsCard } from './uploads-card';

const SHA = 'abcdef1234567890abcdef1234567890abcdef12';
const server = setupApiMocks();

function renderCard(uploads: ReturnType<typeof uploadFixture>[]) {
  server.use(
    graphqlHandler(
      'CommitUploads',
      repositoryOf({
        commit: { commitid: SHA, uploads: { totalCount: uploads.length, ...connectionFixture(uploads) } },
      }),
    ),
  );
  return renderRoute(
    <UploadsCard
      commit={{ provider: 'gh', owner: 'acme', repo: 'widgets', commitid: SHA }}
      ignoredIds={new Set()}
      onIgnoredIdsChange={() => {}}
      invalidYaml={false}
      onViewYaml={() => {}}
    />,
    { path: '/', url: '/', wrapper: createTestProviders() },
  );
}

test('a carried-forward upload shows its whole status and says where it came from once', async () => {
  renderCard([
    uploadFixture({
      id: 3,
      name: 'CF[1] - integration tests with a long name',
      uploadType: 'CARRIEDFORWARD',
      flags: ['integration'],
      carriedForwardMessage: 'carried forward from d224e61, 1 commit back',
    }),
  ]);
  const upload = await screen.findByTestId('upload');
  expect(within(upload).getByTestId('carried-forward')).toHaveTextContent(
    /^carried forward from d224e61, 1 commit back$/,
  );
  // The status and download link keep their width; the name beside them wraps instead.
  const status = within(upload).getByText('carried forward', { selector: '.mantine-Badge-label' });
  expect(status.closest('.mantine-Group-root')).toHaveStyle({ flexShrink: '0' });
});

test('without a message from the server the note still says carried forward', async () => {
  renderCard([uploadFixture({ id: 4, uploadType: 'CARRIEDFORWARD', carriedForwardMessage: null })]);
  const upload = await screen.findByTestId('upload');
  expect(within(upload).getByTestId('carried-forward')).toHaveTextContent(/^carried forward$/);
});
