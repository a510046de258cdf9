import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../auth/request-viewer';
import type { ComparisonService } from '../comparisons/comparison';
import { normaliseService } from '../config/providers';
import type { Settings } from '../config/settings';
import type { Database } from '../db/schema';
import type { GraphQLContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';
import { pathContents } from '../graphql/resolvers/path-contents';
import type { JobQueue } from '../jobs/queue';
import { canViewRepository, isActivated } from '../owners/permissions';
import type { ReportReader } from '../processing/report-reader';
import { buildCoverageTree } from './tree';

export interface CoverageTreeRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  reports: ReportReader;
  comparisons: ComparisonService;
  queue: JobQueue;
}

interface Params {
  provider: string;
  owner: string;
  repo: string;
}

type Query = Record<string, string | string[] | undefined>;

/** `?flags=a&flags=b`, `?flags[]=a` or `?flags=a,b` alike. */
function listParam(query: Query, name: string): string[] {
  const values = [query[name], query[`${name}[]`]].flat().filter((value): value is string => !!value);
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function single(query: Query, name: string): string | null {
  const value = query[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : null;
}

const notFound = (reply: FastifyReply, detail: string) => reply.code(404).send({ detail });

/**
 * `GET /internal/:provider/:owner/:repo/coverage/tree` (the sunburst's data): the folders and files of the
 * report of a branch head (`?branch=`, default branch by default) or of a commit (`?sha=`), limited by
 * `?flags=` and `?components=` exactly as the file explorer is (it is the same path contents).
 */
export async function coverageTreeRoutes(
  app: FastifyInstance,
  { db, settings, reports, comparisons, queue }: CoverageTreeRouteOptions,
): Promise<void> {
  app.get('/internal/:provider/:owner/:repo/coverage/tree', async (request: FastifyRequest, reply) => {
    const params = request.params as Params;
    const query = request.query as Query;
    const service = normaliseService(params.provider);
    if (!service) return notFound(reply, `Unknown provider "${params.provider}"`);

    const viewer = await viewerOf(request, db, service);
    // The GraphQL context of this request: the same loaders, rules and resolvers as the repository pages.
    const context: GraphQLContext = {
      db,
      settings,
      reports,
      comparisons,
      queue,
      service,
      viewer,
      loaders: createLoaders(db, service, reports),
    };
    const owner = await context.loaders.ownerByUsername.load(params.owner);
    const repo =
      owner && (await context.loaders.repositoryByName.load({ ownerid: owner.ownerid, name: params.repo }));
    if (!owner || !repo || !canViewRepository(viewer?.owner ?? null, repo))
      return notFound(reply, 'Not found.');
    if (repo.private && owner.isOrg && !isActivated(viewer?.owner ?? null, owner))
      return reply.code(403).send({ detail: 'You must be activated in the org' });

    const sha = single(query, 'sha');
    let commitRef = sha;
    if (!commitRef) {
      const name = single(query, 'branch') ?? repo.defaultBranch;
      const branch = await context.loaders.branchByName.load({ repoid: repo.repoid, name });
      if (!branch) return notFound(reply, `Branch "${name}" not found.`);
      commitRef = branch.head;
    }
    const commit = await context.loaders.commitByRef.load({ repoid: repo.repoid, ref: commitRef });
    if (!commit) return notFound(reply, `Commit "${commitRef}" not found.`);

    const flags = listParam(query, 'flags');
    const components = listParam(query, 'components');
    const contents = await pathContents(
      commit,
      {
        path: '',
        filters: {
          displayType: 'LIST',
          ...(flags.length ? { flags } : {}),
          ...(components.length ? { components } : {}),
        },
      },
      context,
    );
    // No report yet, flags or components that cover nothing: nothing to draw.
    if (contents.__typename !== 'PathContents') return [];
    return buildCoverageTree(contents.results);
  });
}
