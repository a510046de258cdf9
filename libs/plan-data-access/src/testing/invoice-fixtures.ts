import type { Invoice } from '../invoices/invoice-schema';

/** Unix seconds of a UTC date, as invoices carry their times. */
export const unixSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** A paid monthly Pro invoice of June 2026 for 3 seats ($36.00); override what a test needs. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'CNP-0001',
    status: 'paid',
    currency: 'usd',
    amountDue: 3600,
    amountPaid: 3600,
    subtotal: 3600,
    total: 3600,
    created: unixSeconds('2026-06-01T12:00:00Z'),
    periodStart: unixSeconds('2026-06-01T12:00:00Z'),
    periodEnd: unixSeconds('2026-07-01T12:00:00Z'),
    dueDate: null,
    customerName: 'Acme Inc.',
    customerEmail: 'billing@acme.test',
    customerAddress: '1 Main Street, Springfield, 12345, US',
    footer: null,
    hostedInvoiceUrl: null,
    invoicePdf: 'https://files.example.test/in_1.pdf',
    defaultPaymentMethod: {
      billingDetails: null,
      card: { brand: 'visa', expMonth: 12, expYear: 2028, last4: '4242' },
      usBankAccount: null,
    },
    lineItems: [
      {
        amount: 3600,
        currency: 'usd',
        description: '3 × Pro (at $12.00 / month)',
        quantity: 3,
        periodStart: unixSeconds('2026-06-01T12:00:00Z'),
        periodEnd: unixSeconds('2026-07-01T12:00:00Z'),
      },
    ],
    taxIds: [],
    ...overrides,
  };
}

/** `Invoices`' answer for the organisation `username`; `invoices` null is what a non-admin gets. */
export function invoicesAnswer(invoices: Invoice[] | null, username = 'acme') {
  return { owner: { ownerid: 2, username, invoices } };
}

/** `Invoice`'s answer for the organisation `username`; null when the id is not one of its invoices. */
export function invoiceAnswer(invoice: Invoice | null, username = 'acme') {
  return { owner: { ownerid: 2, username, invoice } };
}
