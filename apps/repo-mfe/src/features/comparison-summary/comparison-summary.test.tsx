import { screen, within } from '@testing-library/react';
import type { Repository } from '@canopy/api-client';
import {
  internalUserFixture,
  repositoryFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import { RepoFrameContext } from '../common/repo-frame-context';
import { CommitLink, ComparisonSummary, type ComparisonSummaryProps } from './comparison-summary';

setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const frame = {
  provider: 'gh',
  owner: 'acme',
  repo: 'widgets',
  repository: repositoryFixture() as unknown as Repository,
  isAdmin: false,
  isMember: true,
  basePath: '/gh/acme/widgets',
};

const HEAD = 'c0ffee1234567890c0ffee1234567890c0ffee12';
const BASE = 'ba5e001234567890ba5e001234567890ba5e0012';

function renderSummary(props: Partial<ComparisonSummaryProps> = {}) {
  return renderRoute(
    <RepoFrameContext value={frame}>
      <ComparisonSummary
        name="pull"
        headCoverage={82.5}
        headSha={HEAD}
        patchCoverage={null}
        change={-1.25}
        uploadError={null}
        source={
          <span>
            compared to <CommitLink sha={BASE} label="BASE" />
          </span>
        }
        {...props}
      />
    </RepoFrameContext>,
    {
      path: '/:provider/:owner/:repo/*',
      url: '/gh/acme/widgets/pull/12?flags=unit',
      wrapper: createTestProviders(),
    },
  );
}

test('shows HEAD, Patch, Change and Source, each a named section', async () => {
  renderSummary({ sourceActions: <button type="button">Compare with a commit</button> });
  const head = await screen.findByRole('region', { name: 'HEAD' });
  expect(head).toHaveTextContent('82.50%');
  expect(head).toHaveTextContent('c0ffee1');
  expect(screen.getByRole('region', { name: 'Patch' })).toHaveTextContent('-');
  expect(screen.getByRole('region', { name: 'Change' })).toHaveTextContent('1.25');
  const source = screen.getByRole('region', { name: 'Source' });
  // Links to the base commit keep the coverage filters.
  expect(within(source).getByRole('link', { name: 'BASE commit ba5e001' })).toHaveAttribute(
    'href',
    `/gh/acme/widgets/commit/${BASE}?flags=unit`,
  );
  expect(within(source).getByRole('button', { name: 'Compare with a commit' })).toBeInTheDocument();
  expect(screen.getByTestId('pull-summary')).toBeInTheDocument();
});

test('an upload error takes the place of the source, not of its actions', async () => {
  renderSummary({
    headSha: null,
    uploadError: 'The uploads failed.',
    sourceActions: <button type="button">Compare with a commit</button>,
  });
  const source = await screen.findByRole('region', { name: 'Source' });
  expect(within(source).getByTestId('source-upload-error')).toHaveTextContent('The uploads failed.');
  expect(within(source).queryByRole('link')).not.toBeInTheDocument();
  expect(within(source).getByRole('button', { name: 'Compare with a commit' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'HEAD' })).not.toHaveTextContent('c0ffee1');
});
