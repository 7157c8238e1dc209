import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go when not to the sender (a contact message: the visitor who wrote it). */
  replyTo?: string;
  /** Files sent with it (an invoice's PDF); nodemailer takes them as they are. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when configured; otherwise, in development, the message (and so its link) goes to the log, so a local install
 * still works (docs/PRODUCT.md "E-mail"). Elsewhere the log only says that a mail with this subject was not sent: links
 * sign people in and the recipient is contact data (production refuses to start without SMTP, env.ts).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  mode: 'development' | 'production' | 'test';
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        if (options.mode === 'development') {
          log.info(`E-mail (no SMTP configured) to ${message.to}, "${message.subject}":\n${message.text}`);
        } else {
          log.info({ mail: { subject: message.subject } }, 'E-mail not sent: no SMTP configured');
        }
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
