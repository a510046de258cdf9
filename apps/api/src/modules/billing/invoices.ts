import type { Invoice, PaymentMethod } from '../../graphql/generated/resolvers';
import type { InvoiceRow } from './billing-store';
import {
  addressLine,
  asArray,
  asObject,
  num,
  pick,
  readAddress,
  readPaymentMethod,
  text,
  unixSeconds,
} from './wire';

function paymentMethod(value: unknown): PaymentMethod | null {
  const method = readPaymentMethod(value);
  if (!method) return null;
  return {
    card: method.card,
    usBankAccount: method.usBankAccount,
    billingDetails: { ...method.billingDetails },
  };
}

/** An invoice row as GraphQL's `Invoice`: amounts in cents, times in Unix seconds, the address on one line. */
export function invoiceValue(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    currency: row.currency,
    amountDue: row.amountDue,
    amountPaid: row.amountPaid,
    subtotal: row.subtotal,
    total: row.total,
    created: unixSeconds(row.created) ?? 0,
    periodStart: unixSeconds(row.periodStart) ?? 0,
    periodEnd: unixSeconds(row.periodEnd) ?? 0,
    dueDate: unixSeconds(row.dueDate),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerAddress: addressLine(readAddress(row.customerAddress)),
    footer: row.footer,
    hostedInvoiceUrl: row.hostedInvoiceUrl,
    invoicePdf: row.invoicePdf,
    defaultPaymentMethod: paymentMethod(row.paymentMethod),
    lineItems: asArray(row.lineItems).flatMap((value) => {
      const item = asObject(value);
      if (!item) return [];
      return [
        {
          amount: num(pick(item, 'amount')) ?? 0,
          currency: text(pick(item, 'currency')) ?? row.currency,
          description: text(pick(item, 'description')) ?? '',
          quantity: num(pick(item, 'quantity')),
          periodStart: unixSeconds(pick(item, 'periodStart', 'period_start')),
          periodEnd: unixSeconds(pick(item, 'periodEnd', 'period_end')),
        },
      ];
    }),
    // Tax ids are the provider customer's; none are kept.
    taxIds: [],
  };
}
