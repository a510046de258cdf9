import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { normaliseService } from '../../config/providers';
import type { Database } from '../../db/schema';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import type { ReportReader } from '../reports';
import {
  type BadgeCoverage,
  badgeBundleSize,
  badgeCoverage,
  badgeText,
  bundleBadgeText,
} from './badge-service';
import { badgeSvg, etagOf } from './badge-svg';
import { BUNDLE_COLOUR, coverageColour, GREY } from './colour';
import { GRAPH_KINDS, type GraphKind, graphSvg } from './graph-svg';

export interface BadgeRouteOptions {
  db: Kysely<Database>;
  reports: ReportReader;
}

interface Params {
  service: string;
  owner: string;
  repo: string;
  file?: string;
  bundle?: string;
  '*'?: string;
}

type Query = Record<string, string | undefined>;

/** README images are fetched through caching proxies (GitHub's camo): short enough to follow new uploads. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';
const NOT_FOUND = { detail: 'Not found. Note: private repositories require ?token arguments' };

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function size(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 10 && number <= 2000 ? number : fallback;
}

/**
 * A bundle badge below `/branch/`: `{branch…}/graph[s]/bundle/{bundle}/{file}`, read from the raw path so that a
 * bundle name's encoded slash (`%40scope%2Fapp`) stays inside its segment. Null when the path is not one.
 */
function bundleOnBranch(url: string): { branch: string; bundle: string; file: string } | null {
  // `/{service}/{owner}/{repo}/branch/` comes first: five segments with the leading empty one.
  const segments = (url.split('?')[0] ?? '').split('/').slice(5);
  const at = segments.length - 4;
  if (at < 1 || !/^graphs?$/.test(segments[at]!) || segments[at + 1] !== 'bundle') return null;
  try {
    return {
      branch: segments.slice(0, at).map(decodeURIComponent).join('/'),
      bundle: decodeURIComponent(segments[at + 2]!),
      file: decodeURIComponent(segments[at + 3]!),
    };
  } catch {
    return null;
  }
}

/** Sends a body with its ETag, or 304 when the client holds it already. */
function send(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = etagOf(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * Codecov's badge and graph URLs: `/{service}/{owner}/{repo}[/branch/{branch}]/graph[s]/{file}`, where file is
 * `badge.svg`, `badge.txt`, `badge.json` (a shields.io endpoint) or `{sunburst,tree,icicle}.svg`. A GitLab
 * subgroup owner is `group:subgroup` (Codecov's form) or `group/subgroup`. The bundle size badge is
 * `.../graph[s]/bundle/{bundle}/badge.{svg,txt}`. Badges
 * never answer 404: unknown repositories, wrong tokens and missing data all give the same grey 'unknown'.
 */
export async function badgeRoutes(app: FastifyInstance, { db, reports }: BadgeRouteOptions): Promise<void> {
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    branch: string | null,
    file: string,
    path?: { owner: string; repo: string },
  ) {
    const params = request.params as Params;
    const query = request.query as Query;
    const precision = query.precision === undefined ? null : Number(query.precision);
    if (precision !== null && ![0, 1, 2].includes(precision)) return reply.code(404).send(NOT_FOUND);
    const graph = GRAPH_KINDS.find((kind) => file === `${kind}.svg`);
    if (!graph && !/^badge\.(svg|txt|json)$/.test(file)) return reply.code(404).send(NOT_FOUND);

    const service = normaliseService(params.service);
    const coverage: BadgeCoverage = await badgeCoverage(
      { db, reports },
      {
        service: service ?? '',
        owner: path?.owner ?? params.owner,
        repo: path?.repo ?? params.repo,
        branch,
        token: text(query.token),
        flag: text(query.flag),
        component: text(query.component),
      },
    );
    if (graph) return sendGraph(request, reply, graph, coverage);
    const value = badgeText(coverage, precision);
    const colour = coverageColour(coverage.percent, coverage.range);
    if (file === 'badge.txt') return send(request, reply, 'text/plain; charset=utf-8', value);
    if (file === 'badge.json')
      return send(
        request,
        reply,
        'application/json; charset=utf-8',
        JSON.stringify({ schemaVersion: 1, label: 'coverage', message: value, color: colour.slice(1) }),
      );
    return send(request, reply, 'image/svg+xml', badgeSvg('coverage', value, colour));
  }

  /** The bundle size badge (`precision` 2 unless given): `bundle | 1.23MB`, or the grey 'unknown'. */
  async function serveBundle(
    request: FastifyRequest,
    reply: FastifyReply,
    branch: string | null,
    bundle: string,
    file: string,
  ) {
    const params = request.params as Params;
    const query = request.query as Query;
    const precision = query.precision === undefined ? 2 : Number(query.precision);
    if (![0, 1, 2].includes(precision)) return reply.code(404).send(NOT_FOUND);
    if (!/^badge\.(svg|txt)$/.test(file)) return reply.code(404).send(NOT_FOUND);
    const size = await badgeBundleSize(
      { db, reports },
      {
        service: normaliseService(params.service) ?? '',
        owner: params.owner,
        repo: params.repo,
        branch,
        token: text(query.token),
        bundle,
      },
    );
    const value = bundleBadgeText(size, precision);
    if (file === 'badge.txt') return send(request, reply, 'text/plain; charset=utf-8', value);
    return send(
      request,
      reply,
      'image/svg+xml',
      badgeSvg('bundle', value, size === null ? GREY : BUNDLE_COLOUR),
    );
  }

  function sendGraph(request: FastifyRequest, reply: FastifyReply, kind: GraphKind, coverage: BadgeCoverage) {
    // As Codecov: a graph of nothing (or of a hidden repository) is a 404, alike for both.
    if (coverage.percent === null || coverage.tree.length === 0) return reply.code(404).send(NOT_FOUND);
    const query = request.query as Query;
    const width = size(query.width, kind === 'icicle' ? 400 : 300);
    const height = size(query.height, kind === 'icicle' ? 150 : 300);
    return send(
      request,
      reply,
      'image/svg+xml',
      graphSvg(kind, coverage.tree, width, height, coverage.range),
    );
  }

  for (const graph of ['graph', 'graphs']) {
    app.get(`/:service/:owner/:repo/${graph}/:file`, (request, reply) =>
      serve(request, reply, null, (request.params as Params).file ?? ''),
    );
    app.get(`/:service/:owner/:repo/${graph}/bundle/:bundle/:file`, (request, reply) => {
      const params = request.params as Params;
      return serveBundle(request, reply, null, params.bundle ?? '', params.file ?? '');
    });
  }
  // Branch names may hold slashes: the file is the last segment after `/graph/` or `/graphs/`, or after
  // `/graph[s]/bundle/{bundle}/` for a bundle badge.
  app.get('/:service/:owner/:repo/branch/*', (request, reply) => {
    const bundle = bundleOnBranch(request.url);
    if (bundle) return serveBundle(request, reply, bundle.branch, bundle.bundle, bundle.file);
    const match = /^(.+)\/graphs?\/([^/]+)$/.exec((request.params as Params)['*'] ?? '');
    if (!match) return reply.code(404).send(NOT_FOUND);
    return serve(request, reply, match[1]!, match[2]!);
  });
}

export const routes: AreaRoutes = areaRoutes(badgeRoutes, ({ db, reports }) => ({ db, reports }));
