import type { MailMessage } from '../mail';
import { renderOrderUpdate, TemplateParamsError, type TemplateInput } from './order-update';
import { renderAccountUpdate } from './account-update';
import { renderInvitation } from './invitation';
import { renderSignInLocked } from './sign-in-locked';
import { renderInvoiceSent } from './invoice-sent';
import { renderMailReceived } from './mail-received';
import { renderContactMessage } from './contact-message';

/** The e-mails the outbox can send, by the name stored in `outbox_emails.template`. */
export const OUTBOX_TEMPLATES: Record<string, (input: TemplateInput) => MailMessage> = {
  'order-update': renderOrderUpdate,
  'account-update': renderAccountUpdate,
  'pharmacy-invitation': renderInvitation,
  'sign-in-locked': renderSignInLocked,
  'invoice-sent': renderInvoiceSent,
  'mail-received': renderMailReceived,
  'contact-message': renderContactMessage,
};

export function renderOutboxMail(template: string, input: TemplateInput): MailMessage {
  const render = Object.hasOwn(OUTBOX_TEMPLATES, template) ? OUTBOX_TEMPLATES[template] : undefined;
  if (!render) throw new TemplateParamsError(`unknown e-mail template "${template}"`);
  return render(input);
}

export { TemplateParamsError };
