import { gql } from '@urql/core';
import * as v from 'valibot';

const AddressEntries = {
  line1: v.nullable(v.string()),
  line2: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
};

/** An invoice as `owner.invoices` and `owner.invoice` answer it: amounts in cents of `currency`, times in Unix seconds. */
export const InvoiceFieldsSchema = v.object({
  id: v.string(),
  number: v.nullable(v.string()),
  status: v.nullable(v.string()),
  currency: v.string(),
  amountDue: v.number(),
  amountPaid: v.number(),
  subtotal: v.number(),
  total: v.number(),
  created: v.number(),
  periodStart: v.number(),
  periodEnd: v.number(),
  dueDate: v.nullable(v.number()),
  customerName: v.nullable(v.string()),
  customerEmail: v.nullable(v.string()),
  customerAddress: v.nullable(v.string()),
  footer: v.nullable(v.string()),
  hostedInvoiceUrl: v.nullable(v.string()),
  invoicePdf: v.nullable(v.string()),
  defaultPaymentMethod: v.nullable(
    v.object({
      billingDetails: v.nullable(
        v.object({
          name: v.nullable(v.string()),
          email: v.nullable(v.string()),
          phone: v.nullable(v.string()),
          address: v.nullable(v.object(AddressEntries)),
        }),
      ),
      card: v.nullable(
        v.object({
          brand: v.nullable(v.string()),
          expMonth: v.nullable(v.number()),
          expYear: v.nullable(v.number()),
          last4: v.nullable(v.string()),
        }),
      ),
      usBankAccount: v.nullable(
        v.object({ bankName: v.nullable(v.string()), last4: v.nullable(v.string()) }),
      ),
    }),
  ),
  lineItems: v.array(
    v.object({
      amount: v.number(),
      currency: v.string(),
      description: v.string(),
      quantity: v.nullable(v.number()),
      periodStart: v.nullable(v.number()),
      periodEnd: v.nullable(v.number()),
    }),
  ),
  taxIds: v.array(v.object({ type: v.string(), value: v.string() })),
});

export type Invoice = v.InferOutput<typeof InvoiceFieldsSchema>;

/** The fields of an invoice both documents select, so the list and the detail share one cached entity. */
export const InvoiceFieldsFragment = gql`
  fragment InvoiceFields on Invoice {
    id
    number
    status
    currency
    amountDue
    amountPaid
    subtotal
    total
    created
    periodStart
    periodEnd
    dueDate
    customerName
    customerEmail
    customerAddress
    footer
    hostedInvoiceUrl
    invoicePdf
    defaultPaymentMethod {
      billingDetails {
        name
        email
        phone
        address {
          line1
          line2
          city
          state
          postalCode
          country
        }
      }
      card {
        brand
        expMonth
        expYear
        last4
      }
      usBankAccount {
        bankName
        last4
      }
    }
    lineItems {
      amount
      currency
      description
      quantity
      periodStart
      periodEnd
    }
    taxIds {
      type
      value
    }
  }
`;
