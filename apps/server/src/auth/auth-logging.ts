import type { FastifyBaseLogger } from 'fastify';
import { scrubMessage } from '../lib/log-error';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's own log lines go through the app's logger (its error serializer and redaction) rather than the
 * console, where a failed query was printed whole: session tokens, password hashes, e-mail addresses.
 */
export function authLogger(log: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log(level: Level, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      log[level](err ? { err } : {}, `better-auth: ${scrubMessage(String(message), true)}`);
    },
  };
}
