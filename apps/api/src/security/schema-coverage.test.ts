import { typeDefs } from '@canopy/graphql-schema';
import { buildSchema, parse, validate } from 'graphql';
import { GRAPHQL_PROBES } from './graphql-probes';
import { MUTATION_PROBES } from './mutation-probes';
import { SAFE_FIELDS } from './schema-allow-list';
import { repositoryDataFields, selectedFields } from './schema-walk';

const schema = buildSchema(typeDefs);

/** Reached by anyone before any repository gate: every field is listed, whatever it returns. */
const ENTRY_TYPES = ['Query', 'Me', 'Owner'];

const documents = [
  ...GRAPHQL_PROBES.map((probe) => ({ name: probe.name, document: probe.query })),
  ...MUTATION_PROBES.map((probe) => ({ name: probe.field, document: probe.document })),
];

describe('security: schema coverage', () => {
  const required = repositoryDataFields(schema, ENTRY_TYPES);

  it('finds the fields the review probed by hand (the walk is not vacuous)', () => {
    for (const field of [
      'Query.owner',
      'Owner.repository',
      'Owner.repositories',
      'Owner.measurements',
      'Owner.orgUploadToken',
      'Me.viewableRepositories',
      'Me.myOrganizations',
      'Repository.commits',
      'Commit.pathContents',
      'CommitCoverageAnalytics.coverageFile',
      'Commit.uploads',
      'Repository.compare',
      'Pull.compareWithBase',
      'MyOrganizationEdge.node',
      'UpdateProfilePayload.me',
    ])
      expect(required).toContain(field);
  });

  it('every probe is a valid document', () => {
    for (const { name, document } of documents)
      expect({ name, errors: validate(schema, parse(document)).map((error) => error.message) }).toEqual({
        name,
        errors: [],
      });
  });

  it('every field that can reach repository data is probed by the matrix or allow-listed', () => {
    const covered = new Set(documents.flatMap(({ document }) => selectedFields(schema, document)));
    const missing = required.filter((field) => !covered.has(field) && !(field in SAFE_FIELDS));
    if (missing.length)
      throw new Error(
        `${missing.length} field(s) can reach repository data, but no probe selects them:\n  ${missing.join('\n  ')}\n` +
          'Select each in a probe of security/graphql-probes.ts (with a positive control), or, if it can never ' +
          'carry private data, list it with the reason in security/schema-allow-list.ts.',
      );
  });

  it('the allow-list names only fields that exist and are listed by the walk', () => {
    expect(Object.keys(SAFE_FIELDS).filter((field) => !required.includes(field))).toEqual([]);
  });

  it('every mutation has a role and a refusal probe, and nothing else does', () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(MUTATION_PROBES.map((probe) => probe.field).sort()).toEqual(mutations);
    for (const probe of MUTATION_PROBES)
      expect(selectedFields(schema, probe.document)).toContain(`Mutation.${probe.field}`);
  });
});
