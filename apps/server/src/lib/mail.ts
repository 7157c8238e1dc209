import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when configured; otherwise the message (and so its link) goes to the log, so a local install still works
 * (PRODUCT.md "E-mail").
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        log.info({ mail: { to: message.to, subject: message.subject } }, `E-mail (no SMTP configured):\n${message.text}`);
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
