import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, OwnerKeyEntries, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { InvoiceQuery } from '../generated/operations';
import { InvoiceFieldsFragment, InvoiceFieldsSchema, type Invoice } from './invoice-schema';

/** The printable invoice page: one invoice of the organisation (admins of the org only). */
export const InvoiceDocument = gql`
  query Invoice($owner: String!, $invoiceId: String!) {
    owner(username: $owner) {
      ownerid
      username
      invoice(invoiceId: $invoiceId) {
        ...InvoiceFields
      }
    }
  }
  ${InvoiceFieldsFragment}
`;

export const InvoiceSchema = v.object({
  owner: v.nullable(v.object({ ...OwnerKeyEntries, invoice: v.nullable(InvoiceFieldsSchema) })),
});

export interface InvoiceArgs {
  provider: string;
  owner: string;
  invoiceId: string;
}

/** Null when the id is not one of the organisation's invoices, or the viewer may not see it. */
export const invoiceQuery = ({ provider, owner, invoiceId }: InvoiceArgs) =>
  graphqlQueryDefinition({
    document: InvoiceDocument,
    variables: { owner, invoiceId },
    provider,
    schema: InvoiceSchema,
    select: (data): Invoice | null => data.owner?.invoice ?? null,
  });

export const useInvoice = (args: InvoiceArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(invoiceQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _InvoiceAnswer = AcceptsAnswer<typeof InvoiceSchema, InvoiceQuery>;
