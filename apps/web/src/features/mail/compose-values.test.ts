import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/translator';
import { changeLanguage, i18n, initI18n } from '../../lib/i18n';
import { draftValues, escapeHtml, forwardSubject, forwardValues, replySubject, replyValues } from './compose-values';
import { makeMail, makePerson, SELF_ID } from './mail-fixtures';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

const t: TFunction = ((...args: Parameters<TFunction>) => i18n.getFixedT('en')(...args)) as TFunction;

describe('reply and forward prefill', () => {
  it('puts "Re: " and "Fwd: " in front once', () => {
    expect(replySubject('Your order')).toBe('Re: Your order');
    expect(replySubject('RE: Your order')).toBe('RE: Your order');
    expect(replySubject(' re:Your order ')).toBe('re:Your order');
    expect(forwardSubject('Your order')).toBe('Fwd: Your order');
    expect(forwardSubject('Fw: Your order')).toBe('Fw: Your order');
    expect(forwardSubject('TR: Votre commande')).toBe('TR: Votre commande');
  });

  it('answers the sender with the original quoted under an empty line', () => {
    const mail = makeMail({ id: 'mail-9', subject: 'Stock', message: '<p>In <strong>stock</strong>.</p>' });
    const values = replyValues(t, mail, '20 Nov 2026', { selfId: SELF_ID });
    expect(values.to).toEqual([{ id: 'p-1', name: 'Sophie Dubois', avatarUrl: null, detail: 'Pharmacy' }]);
    expect(values.subject).toBe('Re: Stock');
    expect(values.replyToId).toBe('mail-9');
    expect(values.forwardOfId).toBeUndefined();
    expect(values.message).toBe(
      '<p></p><p>On 20 Nov 2026, Sophie Dubois wrote:</p><blockquote><p>In <strong>stock</strong>.</p></blockquote>',
    );
  });

  it('answers everyone but oneself, once each, when replying to all', () => {
    const other = makePerson({ id: 'p-2', name: 'Jan Peeters', role: 'shipper' });
    const mail = makeMail({ to: [makePerson({ id: SELF_ID, name: 'Me' }), other, makePerson()] });
    expect(replyValues(t, mail, 'today', { all: true, selfId: SELF_ID }).to.map((r) => r.id)).toEqual(['p-1', 'p-2']);
  });

  it('forwards with no recipient, a header and the original, and names the original for its attachments', () => {
    const mail = makeMail({ id: 'mail-3', subject: 'A <b> c', from: makePerson({ name: 'Zoë & co' }) });
    const values = forwardValues(t, mail, 'today');
    expect(values.to).toEqual([]);
    expect(values.forwardOfId).toBe('mail-3');
    expect(values.subject).toBe('Fwd: A <b> c');
    expect(values.message).toContain('From: Zoë &amp; co');
    expect(values.message).toContain('Subject: A &lt;b&gt; c');
    expect(values.message.endsWith('<p>The medicine is in stock.</p>')).toBe(true);
  });

  it('opens a draft as it was saved, keeping its id', () => {
    const draft = makeMail({ id: 'd-1', folder: 'drafts', subject: 'Half', to: [makePerson()], message: '<p>Hi</p>' });
    expect(draftValues(t, draft)).toMatchObject({
      draftId: 'd-1',
      subject: 'Half',
      message: '<p>Hi</p>',
      to: [{ id: 'p-1' }],
    });
  });

  it('escapes text meant for HTML', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
