import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { INVOICE_SENT_TEXTS } from './invoice-sent-texts';
import { renderOutboxMail, TemplateParamsError } from './outbox-templates';

const params = {
  kind: 'invoice',
  number: 'SABLON-2026-00042',
  seller: 'Pharmacie <du> Sablon',
  grossCents: '123456',
  issueDate: '2026-11-26',
  dueDate: '2026-12-26',
  iban: 'BE68 5390 0754 7034',
  communication: '+++260/0000/04295+++',
};
const render = (language: string, p: Record<string, string> = params) => renderOutboxMail('invoice-sent', { to: 'buyer@example.test', language, params: p, appUrl: 'http://localhost' });

describe('the invoice-sent e-mail', () => {
  it.each(LANGUAGES)('is written in %s, with the number, amount, due date and how to pay, digits left to right', (language) => {
    const mail = render(language);
    expect(mail.subject).toContain('SABLON-2026-00042');
    expect(mail.text).toContain('2026-12-26');
    expect(mail.text).toContain('+++260/0000/04295+++');
    expect(mail.text).toContain('BE68 5390 0754 7034');
    // 1 234,56 / 1.234,56 / 1,234.56: Latin digits in every language, Arabic included.
    expect(mail.text).toMatch(/1[\s.,\u00a0\u202f]?234[.,]56/);
    expect(mail.html).toContain(`lang="${language === 'cn' ? 'zh-Hans' : language}"`);
    expect(mail.html).toContain('<bdi dir="ltr">SABLON-2026-00042</bdi>');
    expect(mail.html).not.toContain('<du>');
    for (const value of Object.values(INVOICE_SENT_TEXTS[language])) expect(value.length).toBeGreaterThan(0);
  });

  it('says a credit note has nothing to pay, without transfer details', () => {
    const mail = render('fr', { ...params, kind: 'credit_note', grossCents: '-2828', communication: '' });
    expect(mail.subject).toBe('Note de crédit SABLON-2026-00042 de Pharmacie <du> Sablon');
    expect(mail.text).toContain('rien à payer');
    expect(mail.text).not.toContain('virement');
  });

  it('refuses missing or malformed parameters before anything is queued', () => {
    expect(() => render('en', { ...params, number: '' })).toThrow(TemplateParamsError);
    expect(() => render('en', { ...params, kind: 'receipt' })).toThrow(TemplateParamsError);
    expect(() => render('en', { ...params, grossCents: '12.5' })).toThrow(TemplateParamsError);
  });
});
