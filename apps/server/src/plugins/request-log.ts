import type { FastifyInstance } from 'fastify';
import { serializeRequest } from '../lib/logger-options';

/**
 * One access-log line per request, when it completes (method, path without its query, status, time). Fastify's own
 * request logging writes two (on arrival and on completion), each with the whole request object, which the
 * redaction walks: on a signed-in read that logging took a fifth of the process's time
 * (docs/decisions/007-request-pipeline.md). This line carries plain values only, none of them
 * personal beyond the address the request came from.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Without the redaction, which copied each line before censoring it: this line holds no field it would censor.
  const accessLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    accessLog.info(
      {
        reqId: request.id,
        req: serializeRequest(request),
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
