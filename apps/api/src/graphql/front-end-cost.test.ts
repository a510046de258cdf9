/**
 * Every GraphQL document the front end (and the latency bench) sends must stay well inside the per-request cost
 * limit, at its costliest (variable page sizes at the largest page), so the limit never breaks a page.
 */
import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { typeDefs } from '@canopy/graphql-schema';
import { loadSettings } from '../config/settings';
import { clientDocumentExports, frontEndDocuments } from '../testing/front-end-documents';
import { maxCostRule, operationCost } from './cost';

const schema = buildSchema(typeDefs);
const limit = loadSettings({}).graphqlMaxCost;
const documents = frontEndDocuments().map(({ file, source }) => {
  const document = parse(source);
  const operation = getOperationAST(document)!;
  return { file, name: operation.name?.value ?? '(anonymous)', document, operation };
});

it('finds every document of the data-access libs and the bench', () => {
  const client = documents.filter(({ file }) => /^libs\/(api-client|[\w-]+-data-access)\//.test(file));
  expect(client.length).toBe(clientDocumentExports());
  expect(client.length).toBeGreaterThanOrEqual(40);
  // The latency bench replays the overview's own documents, captured in the browser; its others are its own.
  expect(documents.filter(({ file }) => file.startsWith('tools/bench/')).length).toBeGreaterThanOrEqual(2);
});

describe.each(documents)('$name ($file)', ({ document, operation }) => {
  it('is valid and costs at most a quarter of the limit', () => {
    expect(validate(schema, document, [...specifiedRules, maxCostRule(limit)])).toEqual([]);
    expect(operationCost(schema, document, operation)).toBeLessThanOrEqual(limit / 4);
  });
});
