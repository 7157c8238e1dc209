import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail';
import { loggerOptions } from './logger-options';

/* Audit finding: without SMTP every mail, reset links included, was written to the log, in production too. */

const message = {
  to: 'louise.mailtest@example.be',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/auth/new-password?token=secret-token-123 to choose a new password.',
  html: '<p>reset</p>',
};

async function logOf(mode: 'development' | 'production' | 'test'): Promise<string> {
  let out = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  const { level, serializers, redact } = loggerOptions('info') as pino.LoggerOptions;
  const log = pino({ level, serializers, redact }, stream);
  await createMailer({ from: 'PharmaLink <no-reply@example.be>', log, mode }).send(message);
  return out;
}

describe('the mailer without SMTP', () => {
  it('writes the message and its link to the log in development only', async () => {
    const log = await logOf('development');
    expect(log).toContain('secret-token-123');
    expect(log).toContain(message.to);
  });

  it.each(['test', 'production'] as const)('in %s logs the subject only: no link, no recipient', async (mode) => {
    const log = await logOf(mode);
    expect(log).toContain('Reset your password');
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain('mailtest');
  });
});
