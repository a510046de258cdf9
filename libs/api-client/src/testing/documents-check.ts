/**
 * Checks every GraphQL document a data-access lib exports against the shared SDL: each must validate, select
 * the cache key of each keyed type, and an answer with every field filled in must pass the operation's valibot
 * schema and go through the normalised cache without a single graphcache warning. Used by each lib's
 * `documents.test.ts`, so a new area's documents are held to the same rules as the core's.
 */
import {
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  Kind,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLOutputType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  print,
  typeFromAST,
  validate,
  execute,
  parse,
  type OperationDefinitionNode,
  type SelectionSetNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { graphql, HttpResponse } from 'msw';
import type * as v from 'valibot';
import { graphcacheKeys } from '../client/graphcache';
import { createTestApiClients } from './create-test-api-clients';
import { setupApiMocks } from './server';
import { mockSchema } from './mock-schema';
import { fetchGraphqlQuery } from '../graphql/fetch-graphql-query';
import type { GraphqlDocument } from '../graphql/graphql-query';
import { runGraphqlMutation } from '../graphql/use-graphql-mutation';

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

/**
 * The fields that give an object type its graphcache key: with a key function, each field that makes a key
 * on its own; otherwise graphcache's `id` / `_id`. Empty for a type graphcache embeds in its parent.
 */
function keyFieldsOf(type: GraphQLObjectType): string[] {
  const fields = Object.values(type.getFields());
  const key = graphcacheKeys[type.name];
  if (!key) return fields.filter(({ name }) => name === 'id' || name === '_id').map(({ name }) => name);
  return fields
    .filter((field) => {
      const named = getNamedType(field.type);
      const data = { __typename: type.name, [field.name]: scalarValue(named.name) } as Parameters<
        typeof key
      >[0];
      return isScalarType(named) && key(data) !== null;
    })
    .map(({ name }) => name);
}

/** Field names a selection set asks of `type`, through the fragments that apply to it. */
function fieldsFor(
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Set<string> {
  const names = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.add(selection.name.value);
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)!;
    const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
    if (condition === type || (isAbstractType(condition) && schema.isSubType(condition, type))) {
      for (const name of fieldsFor(fragment.selectionSet, type, fragments)) names.add(name);
    }
  }
  return names;
}

/**
 * Each place a document selects a keyed type (Owner, Repository, types with an `id`) without a field of its
 * key: graphcache would embed that answer in its parent instead of merging it with the same entity.
 */
export function entitiesWithoutKey(document: GraphqlDocument): string[] {
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  const missing: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        const type = getNamedType(typeInfo.getType());
        if (!field.selectionSet || !type || !isCompositeType(type)) return;
        const possibleTypes = isObjectType(type)
          ? [type]
          : schema.getPossibleTypes(type as GraphQLCompositeType & never);
        for (const possible of possibleTypes) {
          const keyFields = keyFieldsOf(possible);
          const selected = fieldsFor(field.selectionSet, possible, fragments);
          selected.delete('__typename');
          if (keyFields.length > 0 && selected.size > 0 && !keyFields.every((name) => selected.has(name))) {
            missing.push(
              `${typeInfo.getParentType()?.name}.${field.name.value}: ${possible.name} without ${keyFields.join(' or ')}`,
            );
          }
        }
      },
    }),
  );
  return missing;
}

function operationsOf(exports: Record<string, unknown>) {
  return Object.entries(exports)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => {
      const base = name.slice(0, -'Document'.length);
      const valibotSchema = exports[`${base}Schema`] as v.GenericSchema;
      const definition = (document as GraphqlDocument).definitions.find(
        (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
      )!;
      // Every variable gets a value, as the hooks send them, except the cursors: null, a list's first page.
      const variables = Object.fromEntries(
        (definition.variableDefinitions ?? []).map((variable) => {
          const name = variable.variable.name.value;
          const cursor =
            variable.type.kind !== 'NonNullType' &&
            (name === 'after' || name === 'before' || name === 'last');
          const type = typeFromAST(schema, variable.type as never) as GraphQLInputType;
          return [name, cursor ? null : mockInput(type)];
        }),
      );
      return { base, document: document as GraphqlDocument, valibotSchema, definition, variables };
    });
}

/** Declares the document tests for every `xDocument` export of `exports` (with its `xSchema`). */
export function describeDocuments(exports: Record<string, unknown>, { minimum }: { minimum: number }): void {
  const server = setupApiMocks();
  const operations = operationsOf(exports);

  it('finds the documents and their schemas', () => {
    expect(operations.length).toBeGreaterThanOrEqual(minimum);
    for (const operation of operations) expect(operation.valibotSchema).toBeDefined();
  });

  // A data-access lib may not hold a document yet; `describe.each` refuses an empty table.
  if (operations.length === 0) return;
  describe.each(operations)('$base', ({ base, document, valibotSchema, definition, variables }) => {
    it('is valid against the schema and named after its export', () => {
      expect(validate(schema, parse(print(document as never)))).toEqual([]);
      expect(definition.name?.value).toBe(base);
    });

    it('selects the key of every keyed type it selects', () => {
      expect(entitiesWithoutKey(document)).toEqual([]);
    });

    it('accepts a full answer through the cache without warnings', async () => {
      server.use(
        graphql.operation(({ query, variables: sent }) =>
          HttpResponse.json(
            JSON.parse(
              JSON.stringify(
                execute({
                  schema,
                  document: parse(query),
                  variableValues: sent,
                  fieldResolver: mockResolver,
                }),
              ),
            ) as never,
          ),
        ),
      );
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const clients = createTestApiClients();
      const options = {
        document,
        variables,
        provider: 'gh',
        schema: valibotSchema,
        select: (data: unknown) => data,
      };
      try {
        const data =
          definition.operation === 'mutation'
            ? await runGraphqlMutation(clients, { ...options, payload: () => null })
            : await fetchGraphqlQuery(clients, options);
        expect(data).toBeDefined();
        expect(warn).not.toHaveBeenCalled();
      } finally {
        warn.mockRestore();
      }
    });
  });
}
