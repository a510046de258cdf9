import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { invoiceAnswer, invoiceFixture } from '@canopy/plan-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';
import { ADMINS_ONLY_INVOICES } from './invoices-page';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: true }) }),
);

const renderInvoice = (id = 'in_1') =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url: `/plan/gh/acme/invoices/${id}`,
    wrapper: createTestProviders(),
  });

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

test('the invoice shows who issued it, who is billed, its dates, lines, totals and payment', async () => {
  let asked: unknown;
  server.use(
    graphqlHandler('Invoice', ({ variables }) => {
      asked = variables;
      return invoiceAnswer(
        invoiceFixture({
          status: 'open',
          amountPaid: 0,
          dueDate: invoiceFixture().periodEnd,
          taxIds: [{ type: 'eu_vat', value: 'DE123' }],
        }),
      );
    }),
  );
  renderInvoice();
  expect(await screen.findByRole('heading', { name: 'Invoice CNP-0001', level: 1 })).toBeInTheDocument();
  expect(asked).toEqual({ owner: 'acme', invoiceId: 'in_1' });

  const sheet = within(screen.getByRole('article', { name: 'Invoice' }));
  expect(sheet.getByRole('heading', { name: 'Canopy' })).toBeInTheDocument();
  const billedTo = within(sheet.getByRole('group', { name: 'Billed to' }));
  expect(billedTo.getByText('Acme Inc.')).toBeInTheDocument();
  expect(billedTo.getByText('billing@acme.test')).toBeInTheDocument();
  expect(billedTo.getByText('1 Main Street, Springfield, 12345, US')).toBeInTheDocument();

  expect(fact('Invoice number')).toBe('CNP-0001');
  expect(fact('Date of issue')).toBe('June 1st, 2026');
  expect(fact('Date due')).toBe('July 1st, 2026');
  expect(fact('Subtotal')).toBe('$36.00');
  expect(fact('Total')).toBe('$36.00');
  expect(fact('Amount paid')).toBe('$0.00');
  expect(fact('Amount remaining')).toBe('$36.00');
  expect(fact('Status')).toBe('Due');
  expect(fact('Payment method')).toBe('Visa ending in 4242, expires 12/28');
  expect(fact('Tax ID (eu_vat)')).toBe('DE123');

  const lines = within(sheet.getByRole('table', { name: 'Line items' }));
  const row = lines.getAllByRole('row')[1]!;
  expect(within(row).getByText('3 × Pro (at $12.00 / month)')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(within(row).getByText('$36.00')).toBeInTheDocument();
});

test('Print prints the page, which hides the header, banners, tabs and footer when printed', async () => {
  server.use(graphqlHandler('Invoice', invoiceAnswer(invoiceFixture())));
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderInvoice();
  await user.click(await screen.findByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toMatch(
    /@media print \{\s*header, footer, nav, \[data-banner-variant\], \[data-print="hide"\] \{ display: none !important; \}/,
  );
  expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).not.toBeNull();
});

test('the breadcrumb leads back to the invoices and the plan', async () => {
  server.use(graphqlHandler('Invoice', invoiceAnswer(invoiceFixture())));
  renderInvoice();
  const scope = within(await screen.findByRole('navigation', { name: 'Plan breadcrumb' }));
  expect(scope.getByRole('link', { name: 'Current plan' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(scope.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/plan/gh/acme/invoices');
});

test('an id that is not one of the organisation’s invoices is the 404 page', async () => {
  server.use(graphqlHandler('Invoice', invoiceAnswer(null)));
  renderInvoice('in_unknown');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

test('members who are not admins are told only admins see invoices', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: false }) }));
  renderInvoice();
  expect(await screen.findByText(ADMINS_ONLY_INVOICES)).toBeInTheDocument();
});
