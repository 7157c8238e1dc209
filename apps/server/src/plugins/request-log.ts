import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per request, when it completes (method, path without its query, status, time). Fastify's own
 * request logging writes two (on arrival and on completion): on a signed-in read the second line, its redaction and
 * its write to stdout were a tenth of the process's time (docs/decisions/007-request-pipeline.md).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
