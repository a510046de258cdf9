/**
 * The GraphQL schema as graphcache needs it: a minified introspection of the shared SDL (object, interface
 * and union types with their fields' nullability). With it graphcache matches fragments on unions exactly
 * and writes union results without warnings, without shipping graphql-js or the SDL to the browser.
 *
 * `npm run graphcache-schema -w @canopy/api-client` rewrites src/client/graphcache-schema.json; a unit test
 * fails while that file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeDefs } from '@canopy/graphql-schema';
import {
  buildSchema,
  type IntrospectionTypeRef,
  introspectionFromSchema,
  lexicographicSortSchema,
} from 'graphql';

interface MinifiedTypeRef {
  kind: string;
  name?: string;
  ofType?: MinifiedTypeRef;
}

interface MinifiedType {
  kind: string;
  name: string;
  fields?: Array<{ name: string; type: MinifiedTypeRef; args: [] }>;
  interfaces?: Array<{ kind: string; name: string }>;
  possibleTypes?: Array<{ kind: string; name: string }>;
}

function typeRef(ref: IntrospectionTypeRef): MinifiedTypeRef {
  if (ref.kind === 'NON_NULL' || ref.kind === 'LIST') return { kind: ref.kind, ofType: typeRef(ref.ofType) };
  return { kind: ref.kind, name: ref.name };
}

export function graphcacheIntrospection(sdl: string = typeDefs) {
  // Sorted, so that moving SDL between the schema's area files leaves this file alone.
  const schema = lexicographicSortSchema(buildSchema(sdl));
  const { __schema } = introspectionFromSchema(schema, { descriptions: false });
  const types = __schema.types
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type): MinifiedType[] => {
      switch (type.kind) {
        case 'OBJECT':
        case 'INTERFACE':
          return [
            {
              kind: type.kind,
              name: type.name,
              fields: type.fields.map((field) => ({ name: field.name, type: typeRef(field.type), args: [] })),
              interfaces: type.interfaces.map((item) => ({ kind: item.kind, name: item.name })),
            },
          ];
        case 'UNION':
          return [
            {
              kind: type.kind,
              name: type.name,
              possibleTypes: type.possibleTypes.map((item) => ({ kind: item.kind, name: item.name })),
            },
          ];
        default:
          return [];
      }
    });
  return {
    __schema: {
      queryType: { name: __schema.queryType.name },
      mutationType: __schema.mutationType ? { name: __schema.mutationType.name } : null,
      subscriptionType: __schema.subscriptionType ? { name: __schema.subscriptionType.name } : null,
      types,
    },
  };
}

export async function formattedIntrospection(sdl: string = typeDefs): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(JSON.stringify(graphcacheIntrospection(sdl)), { parser: 'json' });
}

const moduleUrl: unknown = import.meta.url;
if (
  typeof moduleUrl === 'string' &&
  process.argv[1] &&
  fileURLToPath(moduleUrl) === path.resolve(process.argv[1])
) {
  const file = path.join(path.dirname(fileURLToPath(moduleUrl)), '../src/client/graphcache-schema.json');
  void formattedIntrospection().then((text) => {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  });
}
