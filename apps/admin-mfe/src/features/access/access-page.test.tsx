import { act, screen, within } from '@testing-library/react';
import { internalUserFixture, restHandler, restPageFixture, setupApiMocks } from '@canopy/api-client/testing';
import { selfHostedUserFixture } from '@canopy/admin-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
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
    restHandler('get', '/users', (request) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return url.searchParams.get('page') === '2'
        ? restPageFixture(
            [selfHostedUserFixture({ ownerid: 9, username: 'linus', name: null, email: null })],
            {
              page: 2,
              totalPages: 2,
            },
          )
        : restPageFixture([selfHostedUserFixture()], { page: 1, totalPages: 2 });
    }),
  );
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  window.IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    renderAccess();
    expect(screen.getByRole('heading', { name: 'Administrator Access' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be edited/)).toBeInTheDocument();
    const ada = await screen.findByRole('cell', { name: 'Ada Lovelace' });
    expect(within(ada.closest('tr')!).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Admin', 'Email']);
    act(() => observers.at(-1)?.([{ isIntersecting: true }]));
    // No name: the username.
    expect(await screen.findByRole('cell', { name: 'linus' })).toBeInTheDocument();
    expect(asked).toEqual(['?is_admin=true&page=1', '?is_admin=true&page=2']);
  } finally {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
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
