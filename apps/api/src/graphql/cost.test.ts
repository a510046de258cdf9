import { buildSchema, Kind, type OperationDefinitionNode, parse, specifiedRules, validate } from 'graphql';
import { operationCost, requestCost, maxCostRule } from './cost';

const schema = buildSchema(`
  type Query { owner(name: String!): Owner, version: String }
  type Owner { name: String!, repositories(first: Int, last: Int, after: String): RepositoryConnection!, tags: [Tag!]!, recent(last: Int): [Tag!]! }
  type Tag { label: String!, owner: Owner }
  type RepositoryConnection { totalCount: Int!, pageInfo: PageInfo!, edges: [RepositoryEdge]! }
  type PageInfo { hasNextPage: Boolean! }
  type RepositoryEdge { node: Repository! }
  type Repository { name: String!, author: Owner!, compare(base: String!): Comparison! }
  type Comparison { state: String! }
`);

function cost(query: string, variables?: Record<string, unknown>): number {
  const document = parse(query);
  const operation = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  return operationCost(schema, document, operation, variables);
}

describe('operationCost', () => {
  it('charges objects 1 and scalars nothing', () => {
    expect(cost('{ version }')).toBe(0);
    expect(cost('{ owner(name: "a") { name } }')).toBe(1);
  });

  it('multiplies what a page holds by its size, not its count or page info', () => {
    // owner 1 + connection 1 + pageInfo 1 + edges 1 + 10 × (node 1 + author 1)
    expect(
      cost(
        '{ owner(name: "a") { repositories(first: 10) { totalCount pageInfo { hasNextPage } edges { node { author { name } } } } } }',
      ),
    ).toBe(24);
  });

  it('uses the default page when no size is given, and never more than the largest page', () => {
    const page = (size: string) =>
      cost(`{ owner(name: "a") { repositories${size} { edges { node { name } } } } }`);
    expect(page('')).toBe(3 + 25);
    expect(page('(last: 5)')).toBe(3 + 5);
    expect(page('(first: 100000)')).toBe(3 + 100);
  });

  it('counts a variable page at its value, its default, or the largest page when unknown', () => {
    const query =
      'query Q($n: Int, $m: Int = 7) { owner(name: "a") { a: repositories(first: $n) { edges { node { name } } } b: repositories(first: $m) { edges { node { name } } } } }';
    expect(cost(query, { n: 2 })).toBe(1 + 2 + 2 + 2 + 7);
    expect(cost(query, { n: null, m: 3 })).toBe(1 + 2 + 25 + 2 + 3);
    expect(cost(query)).toBe(1 + 2 + 100 + 2 + 100);
  });

  it('multiplies nested lists', () => {
    const nested =
      '{ owner(name: "a") { repositories(first: 10) { edges { node { author { repositories(first: 10) { edges { node { name } } } } } } } } }';
    // 1 + 2 + 10 × (1 node + 1 author + 2 + 10)
    expect(cost(nested)).toBe(143);
    // Plain lists hold the default page, paged lists their page.
    expect(cost('{ owner(name: "a") { tags { owner { name } } } }')).toBe(1 + 1 + 25);
    expect(cost('{ owner(name: "a") { recent(last: 3) { owner { tags { label } } } } }')).toBe(1 + 1 + 3 * 2);
  });

  it('counts fragments, inline fragments and aliases every time they appear', () => {
    const plain = cost(
      '{ owner(name: "a") { repositories(first: 4) { edges { node { author { name } } } } } }',
    );
    expect(
      cost(`
        query { first: owner(name: "a") { ...Repos } second: owner(name: "b") { ... on Owner { ...Repos } } }
        fragment Repos on Owner { repositories(first: 4) { edges { node { author { name } } } } }
      `),
    ).toBe(2 * plain);
  });

  it('applies the special costs of expensive fields', () => {
    const special = buildSchema(`
      type Query { repository: Repository }
      type Repository { compare(base: String!): Comparison! }
      type Comparison { state: String! }
    `);
    const document = parse('{ repository { compare(base: "main") { state } } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operationCost(special, document, operation)).toBe(1 + 10);
  });

  it('stops at fragment cycles and counts a fragment bomb without expanding it', () => {
    expect(
      cost(`
        query { owner(name: "a") { ...A } }
        fragment A on Owner { tags { owner { ...A } } }
      `),
    ).toBe(1 + 1 + 25);
    const bomb = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i + 1} on Owner { tags { owner { ...F${i} ...F${i} } } }`,
    ).join('\n');
    const total = cost(`query { owner(name: "a") { ...F40 } }\nfragment F0 on Owner { name }\n${bomb}`);
    expect(total).toBeGreaterThan(1e50);
  });

  it('picks the named operation of a request, else the costliest', () => {
    const document = parse(`
      query Small { owner(name: "a") { name } }
      query Large { owner(name: "a") { repositories(first: 50) { edges { node { name } } } } }
    `);
    expect(requestCost(schema, document, {}, 'Small')).toBe(1);
    expect(requestCost(schema, document, {}, null)).toBe(53);
  });
});

describe('maxCostRule', () => {
  const rules = [...specifiedRules, maxCostRule(100)];

  it('refuses an operation over the limit with its cost, as a validation error', () => {
    const errors = validate(
      schema,
      parse('{ owner(name: "a") { repositories(first: 100) { edges { node { author { name } } } } } }'),
      rules,
    );
    expect(errors.map((error) => error.message)).toEqual(['Query cost 203 exceeds the limit of 100']);
    expect(errors[0]?.extensions).toEqual({ type: 'ValidationError' });
  });

  it('prints large costs with thousands separators', () => {
    const [error] = validate(
      schema,
      parse(
        '{ owner(name: "a") { repositories(first: 100) { edges { node { author { repositories(first: 100) { edges { node { name } } } } } } } } }',
      ),
      rules,
    );
    expect(error?.message).toBe('Query cost 10,403 exceeds the limit of 100');
  });

  it('lets operations within the limit through', () => {
    expect(
      validate(schema, parse('{ owner(name: "a") { repositories(first: 10) { totalCount } } }'), rules),
    ).toEqual([]);
  });
});
