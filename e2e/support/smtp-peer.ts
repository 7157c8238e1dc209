import { SMTPServer } from 'smtp-server';
import type { SMTPServerEnvelope } from 'smtp-server';

export interface ReceivedMessage {
  raw: Buffer;
  /** RCPT TO addresses, lower case: who the server really sent it to. */
  recipients: string[];
}

export interface SmtpPeer {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback, so the product's mail code (nodemailer over SMTP_URL) is exercised
 * exactly as in production. No TLS (STARTTLS is not offered, so nodemailer does not try it) and any
 * credentials are accepted.
 */
export function startSmtpPeer(onMessage: (message: ReceivedMessage) => void | Promise<void>): Promise<SmtpPeer> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope: SMTPServerEnvelope = session.envelope;
        const recipients = envelope.rcptTo.map((r) => r.address.toLowerCase());
        Promise.resolve(onMessage({ raw: Buffer.concat(chunks), recipients })).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
