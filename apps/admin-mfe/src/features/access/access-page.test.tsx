import { act, screen, within } from '@testing-library/react';
import { internalUserFixture, restHandler, setupApiMocks } from '@canopy/api-client/testing';
import { selfHostedUserFixture, selfHostedUsersHandler } from '@canopy/admin-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { mockIntersectionObserver, renderRoute } from '@canopy/ui-kit/testing';
import { AccessPage } from './access-page';

const server = setupApiMocks();

const renderAccess = () =>
  renderRoute(<AccessPage />, {
    path: '/admin/:provider/access',
    url: '/admin/gh/access',
    wrapper: createTestProviders({ configEnv: { IS_SELF_HOSTED: true, ENV: 'enterprise' } }),
  });

test('lists the admins (Admin and Email) page by page, starting at page 1 with is_admin=true', async () => {
  const asked: string[] = [];
  server.use(
    selfHostedUsersHandler(
      () => [
        selfHostedUserFixture(),
        selfHostedUserFixture({ ownerid: 9, username: 'linus', name: null, email: null }),
      ],
      { asked, pageSize: 1 },
    ),
  );
  const observer = mockIntersectionObserver();
  try {
    renderAccess();
    expect(screen.getByRole('heading', { name: 'Administrator Access' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be edited/)).toBeInTheDocument();
    const ada = await screen.findByRole('cell', { name: 'Ada Lovelace' });
    expect(within(ada.closest('tr')!).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Admin', 'Email']);
    act(() => observer.setIntersecting(true));
    // No name: the username.
    expect(await screen.findByRole('cell', { name: 'linus' })).toBeInTheDocument();
    expect(asked).toEqual(['?is_admin=true&page=1', '?is_admin=true&page=2']);
  } finally {
    observer.restore();
  }
});

test('a failed list shows the error page', async () => {
  server.use(
    restHandler('get', '/users', { detail: 'Forbidden' }, { status: 403 }),
    restHandler('get', '/user', internalUserFixture()),
  );
  renderAccess();
  expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
});
