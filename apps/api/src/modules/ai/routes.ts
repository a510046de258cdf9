import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { header, hmacMatches } from '../../git-providers/webhook-signatures';
import type { JobQueue } from '../../jobs/queue';
import { type AreaRoutes, areaRoutes } from '../area-routes';
import type { ComparisonService } from '../comparisons';
import { SUGGEST_TESTS, suggestJobHandler } from './suggest-job';
import { applyAiDelivery } from './webhook-events';

export interface AiRouteOptions {
  db: Kysely<Database>;
  settings: Settings;
  queue: JobQueue;
  comparisons: ComparisonService;
}

/** Installation and comment deliveries are small; a long comment thread is not sent whole. */
const BODY_LIMIT = 5 * 1024 * 1024;

export const AI_WEBHOOK_PATH = '/webhooks/github-ai';

/**
 * The AI app's webhook (`POST /webhooks/github-ai`, signed with CANOPY_GITHUB_AI_WEBHOOK_SECRET; 404 without it):
 * its installations and `@{app} test` comments. The suggestion job joins the server's queue here too.
 */
export async function aiRoutes(app: FastifyInstance, options: AiRouteOptions): Promise<void> {
  const { db, settings, queue, comparisons } = options;
  queue.register(
    SUGGEST_TESTS,
    suggestJobHandler({ db, ai: settings.ai, gitProviders: settings.gitProviders, comparisons }),
  );
  // The signature covers the exact bytes sent, so the body stays raw in this scope.
  app.removeAllContentTypeParsers();
  for (const type of ['application/json', 'application/x-www-form-urlencoded'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  app.post(AI_WEBHOOK_PATH, async (request, reply) => {
    const secret = settings.ai.webhookSecret;
    if (!secret) return reply.code(404).send({ detail: 'No AI app webhook secret is configured' });
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hmacMatches(secret, body, header(request, 'x-hub-signature-256')))
      return reply.code(401).send({ detail: 'The AI app webhook signature does not match' });
    // GitHub sends JSON, or its `payload` form field when the app is set to form-encoded deliveries.
    const form = header(request, 'content-type')?.startsWith('application/x-www-form-urlencoded');
    const text = form
      ? (new URLSearchParams(body.toString('utf8')).get('payload') ?? '')
      : body.toString('utf8');
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return reply.code(400).send({ detail: 'The webhook body is not valid JSON' });
    }
    const event = header(request, 'x-github-event');
    if (event === 'ping') return reply.code(200).send({ received: true });
    const outcome = await applyAiDelivery({ db, ai: settings.ai, queue }, event, payload);
    return reply.code(outcome === 'applied' ? 200 : 202).send({ received: true });
  });
}

export const routes: AreaRoutes = areaRoutes(aiRoutes, ({ db, settings, queue, comparisons }) => ({
  db,
  settings,
  queue,
  comparisons,
}));
