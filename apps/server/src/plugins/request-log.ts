import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    serverHealth: ServerHealth;
  }
}
import { serializeRequest } from '../lib/logger-options';

/**
 * One access-log line per request, when it completes (method, path without its query, status, time). Fastify's own
 * request logging writes two (on arrival and on completion), each with the whole request object, which the
 * redaction walks: on a signed-in read that logging took a fifth of the process's time
 * (docs/decisions/007-request-pipeline.md). This line carries plain values only, none of them
 * personal beyond the address the request came from.
 */
/** What the admin's dashboard says of this process: since when it runs, and how many answers were server errors. */
export interface ServerHealth {
  startedAt: Date;
  serverErrors: number;
}

export function registerRequestLog(app: FastifyInstance): void {
  const health: ServerHealth = { startedAt: new Date(), serverErrors: 0 };
  app.decorate('serverHealth', health);
  // Without the redaction, which copied each line before censoring it: this line holds no field it would censor.
  const accessLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    // Counted here, where every answer passes once: a 5xx is a bug the admin should see (the log has its details).
    if (reply.statusCode >= 500) health.serverErrors += 1;
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
