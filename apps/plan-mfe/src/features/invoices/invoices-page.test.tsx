import { screen, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { invoiceFixture, invoicesAnswer, unixSeconds } from '@canopy/plan-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';
import { ADMINS_ONLY_INVOICES, NO_INVOICES } from './invoices-page';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: true }) }),
);

const renderInvoices = () =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url: '/plan/gh/acme/invoices',
    wrapper: createTestProviders(),
  });

test('invoices are listed by year, newest first, each with its period, number, amount, status and links', async () => {
  server.use(
    graphqlHandler(
      'Invoices',
      invoicesAnswer([
        invoiceFixture({
          id: 'in_old',
          number: 'CNP-0001',
          status: 'open',
          total: 1200,
          created: unixSeconds('2025-12-01T12:00:00Z'),
          periodStart: unixSeconds('2025-12-01T12:00:00Z'),
          periodEnd: unixSeconds('2026-01-01T12:00:00Z'),
          invoicePdf: null,
        }),
        invoiceFixture({ id: 'in_new', number: 'CNP-0002' }),
      ]),
    ),
  );
  renderInvoices();
  expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
  const years = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(years).toEqual(['2026', '2025']);

  const thisYear = within(screen.getByRole('table', { name: 'Invoices of 2026' }));
  expect(thisYear.getByText('June 1st, 2026 – July 1st, 2026')).toBeInTheDocument();
  expect(thisYear.getByText('Invoice #CNP-0002')).toBeInTheDocument();
  expect(thisYear.getByText('$36.00')).toBeInTheDocument();
  expect(thisYear.getByText('Paid')).toBeInTheDocument();
  expect(thisYear.getByRole('link', { name: 'View invoice CNP-0002' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/invoices/in_new',
  );
  expect(thisYear.getByRole('link', { name: 'Download invoice CNP-0002' })).toHaveAttribute(
    'href',
    'https://files.example.test/in_1.pdf',
  );

  const lastYear = within(screen.getByRole('table', { name: 'Invoices of 2025' }));
  expect(lastYear.getByText('$12.00')).toBeInTheDocument();
  expect(lastYear.getByText('Due')).toBeInTheDocument();
  // No PDF, no download.
  expect(lastYear.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
});

test('an organisation without invoices is told so', async () => {
  server.use(graphqlHandler('Invoices', invoicesAnswer([])));
  renderInvoices();
  expect(await screen.findByText(NO_INVOICES)).toBeInTheDocument();
});

test('members who are not admins are told only admins see invoices, and nothing is asked', async () => {
  const asked = jest.fn();
  server.use(
    graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: false }) }),
    graphqlHandler('Invoices', () => {
      asked();
      return invoicesAnswer(null);
    }),
  );
  renderInvoices();
  expect(await screen.findByText(ADMINS_ONLY_INVOICES)).toBeInTheDocument();
  expect(asked).not.toHaveBeenCalled();
});

test('an answer withheld by the API reads the same as for a member', async () => {
  server.use(graphqlHandler('Invoices', invoicesAnswer(null)));
  renderInvoices();
  expect(await screen.findByText(ADMINS_ONLY_INVOICES)).toBeInTheDocument();
});
