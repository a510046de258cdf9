import { type GraphQLResolveInfo, Kind } from 'graphql';

/**
 * The name of the one repository the query asks of the owner field being resolved (`owner { repository(name:
 * …) }`, as every repository page does), or null when it asks for none, several or through fragments: the owner
 * and that repository can then be read together.
 */
export function askedRepositoryName(info: GraphQLResolveInfo): string | null {
  const names = new Set<unknown>();
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.name.value !== 'repository') continue;
      const value = selection.arguments?.find((argument) => argument.name.value === 'name')?.value;
      if (value?.kind === Kind.STRING) names.add(value.value);
      else if (value?.kind === Kind.VARIABLE) names.add(info.variableValues[value.name.value]);
      else return null;
    }
  }
  const [name] = names;
  return names.size === 1 && typeof name === 'string' ? name : null;
}
