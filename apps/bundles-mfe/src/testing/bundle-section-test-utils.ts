// Test helpers for the commit and pull pages' bundle sections. Never imported by app code.
import { within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { graphqlHandler, type GraphqlMockRequest } from '@canopy/api-client/testing';

/** Every named document answers `data`; returns the variables each was asked with, by document. */
export function answerDocuments(
  server: SetupServer,
  names: readonly string[],
  data: Record<string, unknown>,
) {
  const requests: Record<string, GraphqlMockRequest['variables'][]> = {};
  server.use(
    ...names.map((name) =>
      graphqlHandler(name, ({ variables }) => {
        (requests[name] ??= []).push(variables);
        return data;
      }),
    ),
  );
  return requests;
}

/** The text of each cell of each body row of a table. */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
