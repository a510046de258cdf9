import type { FastifyInstance } from 'fastify';

/**
 * Every route of the server as `METHOD /path`, read from Fastify's route tree (HEAD left out: it answers as GET
 * without a body). Parameters that share a position in the tree print as `:a|:b`; they are sorted so that the
 * name does not depend on the order the routes were registered in.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD'))
      routes.push(`${method} ${normaliseParameters(path)}`);
  }
  return routes.sort();
}

function normaliseParameters(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.includes('|') ? segment.split('|').sort().join('|') : segment))
    .join('/');
}
