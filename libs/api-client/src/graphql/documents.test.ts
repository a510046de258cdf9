/**
 * Every GraphQL document of the client against the shared SDL: each must validate, and an answer with every
 * field filled in must pass the operation's valibot schema and go through the normalised cache without a
 * single graphcache warning (keys and possible types complete).
 */
import {
  getNamedType,
  getNullableType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLOutputType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  print,
  typeFromAST,
  validate,
  execute,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { graphql, HttpResponse } from 'msw';
import type * as v from 'valibot';
import * as api from '../index';
import { getApiContext } from '../client/create-api-clients';
import { createTestApiClients, setupApiMocks } from '../testing';
import { mockSchema } from '../testing/mock-schema';
import { graphqlMutation, graphqlQuery, type GraphqlDocument } from './graphql-query';

const server = setupApiMocks();
const schema = mockSchema();

function scalarValue(name: string): unknown {
  switch (name) {
    case 'Int':
      return 7;
    case 'Float':
      return 81.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2024-05-01T12:00:00Z';
    default:
      return 'text';
  }
}

function mockOutput(type: GraphQLOutputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [mockOutput(nullable.ofType)];
  if (isScalarType(nullable)) return scalarValue(nullable.name);
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isAbstractType(nullable)) return { __typename: schema.getPossibleTypes(nullable)[0]!.name };
  return {};
}

const mockResolver: GraphQLFieldResolver<unknown, unknown> = (_source, _args, _context, info) =>
  mockOutput(info.returnType);

function mockInput(type: GraphQLInputType): unknown {
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) return [mockInput(nullable.ofType)];
  if (isScalarType(nullable)) return scalarValue(nullable.name);
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, mockInput(field.type)]),
    );
  }
  return null;
}

const operations = Object.entries(api)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, document]) => {
    const base = name.slice(0, -'Document'.length);
    const valibotSchema = (api as Record<string, unknown>)[`${base}Schema`] as v.GenericSchema;
    const definition = (document as GraphqlDocument).definitions.find(
      (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
    )!;
    const variables = Object.fromEntries(
      (definition.variableDefinitions ?? [])
        .filter((variable) => variable.type.kind === 'NonNullType')
        .map((variable) => [
          variable.variable.name.value,
          mockInput(typeFromAST(schema, variable.type as never) as GraphQLInputType),
        ]),
    );
    return { base, document: document as GraphqlDocument, valibotSchema, definition, variables };
  });

it('finds the documents and their schemas', () => {
  expect(operations.length).toBeGreaterThanOrEqual(14);
  for (const operation of operations) expect(operation.valibotSchema).toBeDefined();
});

describe.each(operations)('$base', ({ base, document, valibotSchema, definition, variables }) => {
  it('is valid against the schema and named after its export', () => {
    expect(validate(schema, parse(print(document as never)))).toEqual([]);
    expect(definition.name?.value).toBe(base);
  });

  it('accepts a full answer through the cache without warnings', async () => {
    server.use(
      graphql.operation(({ query, variables: sent }) =>
        HttpResponse.json(
          JSON.parse(
            JSON.stringify(
              execute({ schema, document: parse(query), variableValues: sent, fieldResolver: mockResolver }),
            ),
          ) as never,
        ),
      ),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { queryClient } = createTestApiClients();
    const context = getApiContext(queryClient);
    const options = { document, variables, provider: 'gh', schema: valibotSchema };
    try {
      const data =
        definition.operation === 'mutation'
          ? await graphqlMutation(context, { ...options, payload: () => null })
          : await graphqlQuery(context, options);
      expect(data).toBeDefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

it('mock outputs are typed by the schema', () => {
  expect(getNamedType(schema.getQueryType()!.getFields()['config']!.type).name).toBe('Config');
});
