import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestApiProvider } from '@canopy/api-client/testing';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { matchRepoRoute } from '../../app/route-context';
import { RepoBreadcrumbs } from './repo-breadcrumbs';

function crumbsOf(pathname: string) {
  const route = matchRepoRoute(pathname);
  if (!route) throw new Error(`${pathname} is no repository route`);
  renderWithTheme(
    <TestApiProvider>
      <MemoryRouter initialEntries={[pathname]}>
        <RepoBreadcrumbs route={route} />
      </MemoryRouter>
    </TestApiProvider>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumb' });
}

test.each([
  ['/gh/canopy/web/blob/main/src/lib/a%20b.ts', 'canopy/web/src / lib / a b.ts'],
  ['/gh/canopy/web/blob/feature%2Fx/README.md', 'canopy/web/README.md'],
  ['/gh/canopy/web/commits', 'canopy/web/commits'],
  ['/gh/canopy/web/commits/All%20branches', 'canopy/web/commits'],
  ['/gh/canopy/web/commit/abcdef1234567/src/a.ts', 'canopy/web/commits / abcdef1'],
  ['/gh/canopy/web/pull/12/tree', 'canopy/web/pulls / #12'],
  ['/gh/canopy/web/tree/main/src', 'canopy/web'],
  ['/gh/canopy/web/flags/main', 'canopy/web'],
  ['/gh/canopy/web', 'canopy/web'],
])('%s reads "%s"', (pathname, text) => {
  const crumbs = crumbsOf(pathname);
  expect(crumbs).toHaveTextContent(text);
  expect(within(crumbs).getByRole('link', { name: 'canopy' })).toHaveAttribute('href', '/gh/canopy');
  expect(within(crumbs).getByRole('link', { name: 'web' })).toHaveAttribute('href', '/gh/canopy/web');
  // The branch is shown by the page, not repeated in the header.
  expect(crumbs).not.toHaveTextContent(/main|feature|All branches/);
});
