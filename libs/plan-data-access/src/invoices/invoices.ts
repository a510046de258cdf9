import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, OwnerKeyEntries, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { InvoicesQuery } from '../generated/operations';
import { InvoiceFieldsFragment, InvoiceFieldsSchema, type Invoice } from './invoice-schema';

/** The invoices page: every invoice of the organisation, newest first (at most 100; admins of the org only). */
export const InvoicesDocument = gql`
  query Invoices($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      invoices {
        ...InvoiceFields
      }
    }
  }
  ${InvoiceFieldsFragment}
`;

export const InvoicesSchema = v.object({
  owner: v.nullable(v.object({ ...OwnerKeyEntries, invoices: v.nullable(v.array(InvoiceFieldsSchema)) })),
});

export interface InvoicesArgs {
  provider: string;
  owner: string;
}

/** Null when the viewer may not see them (not an admin of the org) or the owner is unknown. */
export const invoicesQuery = ({ provider, owner }: InvoicesArgs) =>
  graphqlQueryDefinition({
    document: InvoicesDocument,
    variables: { owner },
    provider,
    schema: InvoicesSchema,
    select: (data): Invoice[] | null => data.owner?.invoices ?? null,
  });

export const useInvoices = (args: InvoicesArgs, options: { enabled?: boolean } = {}) =>
  useGraphqlQuery(invoicesQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _InvoicesAnswer = AcceptsAnswer<typeof InvoicesSchema, InvoicesQuery>;
