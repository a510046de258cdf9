import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { viewerOf } from '../../auth/request-viewer';
import { normaliseService } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import type { ReportReader } from '../reports';
import { CoverageTrees, coverageTree } from './coverage-tree-service';

export interface CoverageTreeRouteOptions {
  db: Kysely<Database>;
  reports: ReportReader;
  /** Seats: opening a private repository may auto-activate, as the repository page does. */
  settings: Settings;
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

/** The deepest `?depth=` asked for: the sunburst draws three rings. */
const MAX_DEPTH = 8;

/** `?depth=` as a whole number of levels (1–8), null when absent, undefined when malformed. */
function depthParam(query: Query): number | null | undefined {
  const text = single(query, 'depth');
  if (text === null) return null;
  const depth = Number(text);
  return Number.isInteger(depth) && depth >= 1 && depth <= MAX_DEPTH ? depth : undefined;
}

/**
 * `GET /internal/:provider/:owner/:repo/coverage/tree` (the sunburst's data): the folders and files of the
 * report of a branch head (`?branch=`, default branch by default) or of a commit (`?sha=`), limited by
 * `?flags=` and `?components=`. With `?depth=` (and `?path=`, a folder) the answer is that folder alone with
 * `depth` levels of its contents, entries narrower than the sunburst draws left out and the folders they were
 * cut from marked `partial`: the chart asks for a folder's next levels when it zooms into it.
 */
export async function coverageTreeRoutes(
  app: FastifyInstance,
  { db, reports, settings }: CoverageTreeRouteOptions,
): Promise<void> {
  const trees = new CoverageTrees();
  app.get('/internal/:provider/:owner/:repo/coverage/tree', async (request: FastifyRequest, reply) => {
    const params = request.params as Params;
    const query = request.query as Query;
    const service = normaliseService(params.provider);
    if (!service) return notFound(reply, `Unknown provider "${params.provider}"`);

    const depth = depthParam(query);
    if (depth === undefined)
      return reply.code(400).send({ detail: `"depth" must be a whole number from 1 to ${MAX_DEPTH}` });

    const viewer = await viewerOf(request, db, service);
    const result = await coverageTree({ db, reports, settings, trees }, viewer?.owner ?? null, {
      service,
      owner: params.owner,
      repo: params.repo,
      sha: single(query, 'sha'),
      branch: single(query, 'branch'),
      flags: listParam(query, 'flags'),
      components: listParam(query, 'components'),
      levels:
        depth === null ? null : { path: (single(query, 'path') ?? '').replace(/^\/+|\/+$/g, ''), depth },
    });
    if (result.kind === 'notFound') return notFound(reply, result.detail);
    if (result.kind === 'ownerNotActivated')
      return reply.code(403).send({ detail: 'You must be activated in the org' });
    return result.kind === 'levels' ? result.folder : result.tree;
  });
}

export const routes: AreaRoutes = areaRoutes(coverageTreeRoutes, ({ db, reports, settings }) => ({
  db,
  reports,
  settings,
}));
