import {
  getNamedType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** Where private repository data lives: the repository and everything reachable from it. */
const DATA_ROOT = 'Repository';

/** Types a walk does not enter: an owner is gated field by field (probed through Query.owner); paging is plumbing. */
const BOUNDARIES = new Set(['Owner', 'PageInfo']);

/** The object types a value of this type can be. */
function possibleTypes(schema: GraphQLSchema, type: GraphQLNamedType): GraphQLNamedType[] {
  if (isUnionType(type) || isInterfaceType(type)) return [type, ...schema.getPossibleTypes(type)];
  return [type];
}

/** Object, union and interface types a type's fields return (through unions and interfaces). */
function children(schema: GraphQLSchema, type: GraphQLNamedType): GraphQLNamedType[] {
  const returned =
    isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields()).flatMap((field) => possibleTypes(schema, getNamedType(field.type)))
      : possibleTypes(schema, type).slice(1);
  return returned.filter((candidate) => isCompositeType(candidate));
}

function reachable(schema: GraphQLSchema, from: GraphQLNamedType[], stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const type = queue.pop()!;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (!stop.has(type.name)) queue.push(...children(schema, type));
  }
  return seen;
}

/**
 * Every `Type.field` reachable from Query (or a mutation's payload) that can hand out repository data: its type is the repository, a type
 * reachable from it, or a type that leads to one of those. Plus every field of `alwaysListed` (what anyone can
 * reach without a repository gate), whatever its type.
 */
export function repositoryDataFields(schema: GraphQLSchema, alwaysListed: readonly string[]): string[] {
  const repository = schema.getType(DATA_ROOT)!;
  const data = reachable(schema, [repository], BOUNDARIES);
  for (const boundary of BOUNDARIES) data.delete(boundary);
  const mutation = schema.getMutationType();
  // Mutation payloads count too (updateProfile answers `me`); the mutations themselves have their own list.
  const fromQuery = reachable(schema, [schema.getQueryType()!, ...(mutation ? [mutation] : [])], new Set());
  if (mutation) fromQuery.delete(mutation.name);
  // A type leads to data when data is reachable from it.
  const leads = new Set(
    [...fromQuery].filter((name) => {
      const found = reachable(schema, [schema.getType(name)!], new Set(['PageInfo']));
      return [...data].some((type) => found.has(type));
    }),
  );
  const fields: string[] = [];
  for (const name of fromQuery) {
    const type = schema.getType(name);
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const returned = possibleTypes(schema, getNamedType(field.type)).map((candidate) => candidate.name);
      if (
        alwaysListed.includes(name) ||
        returned.some((candidate) => data.has(candidate) || leads.has(candidate))
      )
        fields.push(`${name}.${field.name}`);
    }
  }
  return fields.sort();
}

/** Every `Type.field` a query document selects. */
export function selectedFields(schema: GraphQLSchema, document: string): string[] {
  const typeInfo = new TypeInfo(schema);
  const fields: string[] = [];
  visit(
    parse(document),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && !node.name.value.startsWith('__')) fields.push(`${parent.name}.${node.name.value}`);
      },
    }),
  );
  return fields;
}
