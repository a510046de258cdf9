/** The core's own documents, held to the rules of `describeDocuments`. */
import { getNamedType, parse } from 'graphql';
import * as api from '../index';
import { describeDocuments, entitiesWithoutKey } from '../testing/documents-check';
import { mockSchema } from '../testing/mock-schema';
import type { GraphqlDocument } from './graphql-query';

const schema = mockSchema();

describeDocuments(api, { minimum: 21 });

it('finds a keyed type selected without its key', () => {
  const document = parse(`
    query Keyless {
      owner(username: "acme") {
        ownerid
        username
        repository(name: "widgets") {
          ... on Repository {
            name
          }
        }
      }
    }
  `) as GraphqlDocument;
  expect(entitiesWithoutKey(document)).toEqual(['Owner.repository: Repository without repoid']);
});

it('mock outputs are typed by the schema', () => {
  expect(getNamedType(schema.getQueryType()!.getFields()['config']!.type).name).toBe('Config');
});
