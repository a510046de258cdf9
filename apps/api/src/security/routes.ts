import type { FastifyInstance } from 'fastify';

/**
 * Every route of the server as `METHOD /path`, read from Fastify's route tree (HEAD left out: it answers as GET
 * without a body). Parameters that share a position in the tree print as `:a|:b`; they are sorted so that the
 * name does not depend on the order the routes were registered in. Both prints are read: the flattened one
 * leaves out a wildcard below another segment (`/upload/:service/*`), the radix one a wildcard at the root.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const routes = new Set([
    ...routesOf(app.printRoutes({ commonPrefix: false })),
    ...routesOf(app.printRoutes().replace('(empty root node)', '')),
  ]);
  return [...routes].sort();
}

function routesOf(tree: string): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD'))
      routes.push(`${method} ${normaliseParameters(path)}`);
  }
  return routes;
}

function normaliseParameters(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.includes('|') ? segment.split('|').sort().join('|') : segment))
    .join('/');
}
