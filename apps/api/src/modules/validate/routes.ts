import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_CODECOV_YAML_LENGTH } from '@canopy/coverage';
import { CostBudget } from '../../graphql/budget';
import { browserOrigin } from '../../http/origin';
import { areaRoutes } from '../area-routes';
import { validateBody } from './validate-service';

/** Requests a client (by address) may send a minute; validation is cheap but public. */
const VALIDATIONS_PER_MINUTE = 60;

export interface ValidateRoutesOptions {
  /** The configured public address; else the address the request came to. */
  publicUrl: string | null;
}

/**
 * Codecov's public yaml check: `curl --data-binary @codecov.yml <url>/validate`. curl sends that as a form,
 * so every content type is read as text here; a JSON body is YAML too.
 */
export async function validatePlugin(app: FastifyInstance, options: ValidateRoutesOptions): Promise<void> {
  const budget = new CostBudget(VALIDATIONS_PER_MINUTE);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_CODECOV_YAML_LENGTH },
    (_request, body, done) => done(null, body),
  );

  const usage = (request: FastifyRequest, reply: FastifyReply) => {
    const base = browserOrigin(request, options);
    return reply
      .type('text/plain')
      .send(`Usage:\n\ncurl -X POST --data-binary @codecov.yml ${base}/validate\n`);
  };

  for (const version of ['', '/v1', '/v2'] as const) {
    app.get(`/validate${version}`, usage);
    app.post(`/validate${version}`, async (request, reply) => {
      const wait = budget.take(`ip:${request.ip}`, 1);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return reply.code(429).type('text/plain').send(`Too many requests. Retry in ${wait} s.\n`);
      }
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = validateBody(body);
      return version === '/v2'
        ? reply.code(answer.status).send(answer.json)
        : reply.code(answer.status).type('text/plain').send(answer.text);
    });
  }
}

export const routes = areaRoutes(validatePlugin, ({ settings }) => ({ publicUrl: settings.publicUrl }));
