import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, MailLabel, MailList } from '@pharmacy/shared/schemas/mail';
import { call, createWorld, multipart, placeOrder, samplePdf, type Person, type World } from '../orders/test-world';

/*
 * Issue 16, mail: SPEC §7's three calls with SPEC §3's mails and labels, and compose, reply, forward, drafts, flags,
 * trash, custom labels, attachments and announcements; the rule of who may write to whom; notices filed from
 * notifications; the e-mail copy; bodies sanitised; every mail its holder's only.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
  // The customer and the pharmacy share an order, so they may write to each other.
  await placeOrder(w);
});
afterAll(async () => w?.t.close());

const req = (who: Person | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const compose = (who: Person, body: object) => req(who, 'POST', '/api/mail/mails', { subject: 'Opening hours', message: '<p>Are you open on Sunday?</p>', to: [w.staff.uid], ...body });
const mails = async (who: Person, query = '') => {
  const res = await req(who, 'GET', `/api/mail/mails${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MailList;
};
const labels = async (who: Person) => (await req(who, 'GET', '/api/mail/labels')).json().labels as MailLabel[];
const unreadOf = async (who: Person, id: string) => (await labels(who)).find((l) => l.id === id)!.unreadCount;

describe('writing and reading', () => {
  it('sends to a contact: the recipient’s inbox and the author’s sent, with the SPEC shapes', async () => {
    const before = await unreadOf(w.staff, 'inbox');
    const sent = await compose(w.customer, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = sent.json().mail as Mail;
    expect(mine).toMatchObject({ folder: 'sent', kind: 'personal', isUnread: false, subject: 'Opening hours', message: '<p>Are you open on Sunday?</p>', from: { id: w.customer.uid }, to: [{ id: w.staff.uid }] });

    const inbox = await mails(w.staff);
    const copy = inbox.mails.find((m) => m.subject === 'Opening hours')!;
    expect(copy).toMatchObject({ folder: 'inbox', isUnread: true, preview: 'Are you open on Sunday?', from: { id: w.customer.uid, role: 'customer' }, hasAttachments: false });
    expect(await unreadOf(w.staff, 'inbox')).toBe(before + 1);
    const opened = await req(w.staff, 'GET', `/api/mail/mail?mailId=${copy.id}`);
    expect(opened.json().mail).toMatchObject({ id: copy.id, message: '<p>Are you open on Sunday?</p>', attachments: [] });
    // The author's copy and the recipient's are two: neither opens the other's.
    expect((await req(w.customer, 'GET', `/api/mail/mail?mailId=${copy.id}`)).statusCode).toBe(404);
    expect((await req(w.otherStaff, 'GET', `/api/mail/mail?mailId=${copy.id}`)).statusCode).toBe(404);
    expect((await req(undefined, 'GET', `/api/mail/mail?mailId=${copy.id}`)).statusCode).toBe(401);

    await w.t.app.outbox.drain();
    expect(w.t.mailer.lastTo(w.staff.email)?.subject).toContain('New message from');
    expect(w.t.mailer.lastTo(w.staff.email)?.text).not.toContain('Sunday');
  });

  it('refuses strangers, an empty recipient list and a missing subject, next to the field', async () => {
    expect((await compose(w.customer, { to: [w.otherCustomer.uid] })).json().fields).toEqual({ to: 'validation.chatNotContact' });
    expect((await compose(w.customer, { to: [] })).json().fields).toEqual({ to: 'validation.mailRecipients' });
    expect((await compose(w.customer, { subject: '  ' })).json().fields).toEqual({ subject: 'validation.required' });
    expect((await compose(w.customer, { subject: 'x'.repeat(201) })).json().fields).toEqual({ subject: 'validation.tooLong' });
    expect((await req(w.customer, 'GET', '/api/mail/mail?mailId=nope')).json().fields).toEqual({ mailId: 'validation.invalid' });
    expect((await req(w.customer, 'GET', '/api/mail/mails?labelId=nope')).json().fields).toEqual({ labelId: 'validation.invalid' });
    expect((await req(w.customer, 'GET', '/api/mail/mails?cursor=nope')).json().fields).toEqual({ cursor: 'validation.cursor' });
  });

  it('keeps only the editor’s markup: scripts, handlers, styles and pictures are gone', async () => {
    const res = await compose(w.customer, { subject: 'Sanitised', message: '<p onclick="x()">Hi <script>alert(1)</script><img src="https://t.example/p.gif"><a href="javascript:alert(2)">x</a><b>bold</b></p>' });
    const body = (res.json().mail as Mail).message;
    expect(body).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer nofollow">x</a><b>bold</b></p>');
  });

  it('replies and forwards with the original’s files; drafts are saved, changed and sent once', async () => {
    const upload = multipart('file', 'leaflet.pdf', samplePdf());
    const uploaded = await w.t.app.inject({ method: 'POST', url: '/api/mail/attachments', headers: { ...upload.headers, cookie: w.staff.cookie }, payload: upload.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().attachment;
    const withFile = await compose(w.staff, { to: [w.customer.uid], subject: 'Your leaflet', attachmentIds: [file.id] });
    expect(withFile.statusCode, withFile.body).toBe(201);
    const received = (await mails(w.customer)).mails.find((m) => m.subject === 'Your leaflet')!;
    expect(received.hasAttachments).toBe(true);
    expect((await req(w.customer, 'GET', file.url)).statusCode).toBe(200);
    expect((await req(w.otherCustomer, 'GET', file.url)).statusCode).toBe(404);
    // Someone else's upload cannot be slipped into one's own mail.
    expect((await compose(w.customer, { attachmentIds: [file.id] })).json().fields).toEqual({ attachmentIds: 'validation.invalid' });

    const reply = await compose(w.customer, { subject: 'Re: Your leaflet', replyToId: received.id });
    expect(reply.statusCode, reply.body).toBe(201);
    const staffCopy = (await mails(w.staff, '?q=Re%3A%20Your')).mails[0]!;
    const staffSent = (await mails(w.staff, '?labelId=sent&q=leaflet')).mails.find((m) => m.subject === 'Your leaflet')!;
    expect((await req(w.staff, 'GET', `/api/mail/mail?mailId=${staffCopy.id}`)).json().mail.replyToId).toBe(staffSent.id);

    const draft = await compose(w.customer, { draft: true, to: [], subject: '', forwardOfId: received.id, attachmentIds: [file.id] });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().mail.id as string;
    expect(draft.json().mail).toMatchObject({ folder: 'drafts', attachments: [{ id: file.id }] });
    const changed = await req(w.customer, 'PUT', `/api/mail/mails/${draftId}`, { draft: true, to: [w.staff.uid], subject: 'Fwd: Your leaflet', message: '<p>See below</p>', attachmentIds: [file.id] });
    expect(changed.json().mail).toMatchObject({ folder: 'drafts', subject: 'Fwd: Your leaflet' });
    const sent = await req(w.customer, 'PUT', `/api/mail/mails/${draftId}`, { draft: false, to: [w.staff.uid], subject: 'Fwd: Your leaflet', message: '<p>See below</p>', attachmentIds: [file.id] });
    expect(sent.json().mail).toMatchObject({ id: draftId, folder: 'sent' });
    expect((await req(w.customer, 'PUT', `/api/mail/mails/${draftId}`, { draft: false, to: [w.staff.uid], subject: 'again', message: '' })).statusCode).toBe(409);
    expect((await mails(w.staff, '?q=Fwd')).mails).toHaveLength(1);
  });
});

describe('flags, trash and labels', () => {
  it('stars, marks important and read, trashes, restores and deletes one’s own copy only', async () => {
    const sent = await compose(w.customer, { subject: 'Flag me' });
    const copy = (await mails(w.staff, '?q=Flag%20me')).mails[0]!;
    const patched = await req(w.staff, 'PATCH', `/api/mail/mails/${copy.id}`, { isStarred: true, isImportant: true, isUnread: false });
    expect(patched.json().mail).toMatchObject({ isStarred: true, isImportant: true, isUnread: false });
    expect((await mails(w.staff, '?labelId=starred')).mails.map((m) => m.id)).toContain(copy.id);
    expect((await mails(w.staff, '?labelId=important')).mails.map((m) => m.id)).toContain(copy.id);
    expect((await req(w.customer, 'PATCH', `/api/mail/mails/${copy.id}`, { isStarred: false })).statusCode).toBe(404);

    expect((await req(w.staff, 'DELETE', `/api/mail/mails/${copy.id}`)).statusCode).toBe(409);
    expect((await req(w.staff, 'POST', `/api/mail/mails/${copy.id}/trash`)).json().mail.folder).toBe('trash');
    expect((await mails(w.staff, '?labelId=starred')).mails.map((m) => m.id)).not.toContain(copy.id);
    expect((await req(w.staff, 'POST', `/api/mail/mails/${copy.id}/restore`)).json().mail.folder).toBe('inbox');
    await req(w.staff, 'POST', `/api/mail/mails/${copy.id}/trash`);
    expect((await req(w.staff, 'DELETE', `/api/mail/mails/${copy.id}`)).statusCode).toBe(204);
    expect((await req(w.staff, 'GET', `/api/mail/mail?mailId=${copy.id}`)).statusCode).toBe(404);
    // The author keeps theirs.
    expect((await req(w.customer, 'GET', `/api/mail/mail?mailId=${sent.json().mail.id}`)).statusCode).toBe(200);
  });

  it('makes, applies, renames and deletes custom labels, with their unread counts', async () => {
    const made = await req(w.staff, 'POST', '/api/mail/labels', { name: 'Suppliers', color: '#00A76F' });
    expect(made.statusCode, made.body).toBe(201);
    const label = made.json().label as MailLabel;
    expect((await req(w.staff, 'POST', '/api/mail/labels', { name: '', color: 'red' })).json().fields).toEqual({ name: 'validation.required', color: 'validation.invalid' });
    await compose(w.customer, { subject: 'Label me' });
    const copy = (await mails(w.staff, '?q=Label%20me')).mails[0]!;
    expect((await req(w.staff, 'PATCH', `/api/mail/mails/${copy.id}`, { labelIds: [label.id] })).json().mail.labelIds).toEqual([label.id]);
    expect((await mails(w.staff, `?labelId=${label.id}`)).mails.map((m) => m.id)).toEqual([copy.id]);
    expect((await labels(w.staff)).find((l) => l.id === label.id)).toMatchObject({ type: 'custom', name: 'Suppliers', unreadCount: 1 });
    // Someone else's label cannot be applied, renamed or deleted.
    const theirs = (await req(w.customer, 'POST', '/api/mail/labels', { name: 'Mine', color: '#8E33FF' })).json().label.id;
    expect((await req(w.staff, 'PATCH', `/api/mail/mails/${copy.id}`, { labelIds: [theirs] })).json().fields).toEqual({ labelIds: 'validation.invalid' });
    expect((await req(w.staff, 'PATCH', `/api/mail/labels/${theirs}`, { name: 'Stolen', color: '#8E33FF' })).statusCode).toBe(404);
    expect((await req(w.staff, 'DELETE', `/api/mail/labels/${theirs}`)).statusCode).toBe(404);
    expect((await req(w.staff, 'PATCH', `/api/mail/labels/${label.id}`, { name: 'Wholesalers', color: '#FFAB00' })).json().label.name).toBe('Wholesalers');
    expect((await req(w.staff, 'DELETE', `/api/mail/labels/${label.id}`)).statusCode).toBe(204);
    expect((await req(w.staff, 'GET', `/api/mail/mail?mailId=${copy.id}`)).json().mail.labelIds).toEqual([]);
  });
});

describe('from the platform', () => {
  it('files order notifications in the mailbox as notices', async () => {
    const order = await placeOrder(w);
    const notice = (await mails(w.staff, `?q=${order.reference}`)).mails[0]!;
    expect(notice).toMatchObject({ kind: 'notice', from: { id: null }, notice: { kind: 'order.submitted', params: { reference: order.reference } } });
  });

  it('files an admin’s refusal, with the admin’s words, in the applicant’s mailbox', async () => {
    const applicant = await call(w, 'POST', '/api/user', undefined, { email: `applicant.${Date.now()}@example.be`, password: 'Correct-horse-42', name: 'App', lastname: 'Licant', role: 'pharmacy' });
    const uid = applicant.json().user.uid as string;
    await call(w, 'POST', `/api/admin/accounts/${uid}/refuse`, w.admin.cookie, { message: 'We could not verify your pharmacy licence.' });
    const rows = (await w.t.database.db.execute(
      `SELECT n.kind, n.params FROM mail_entries e JOIN notifications n ON n.id = e.notification_id WHERE e.user_id = '${uid}' AND e.folder = 'inbox'`,
    )) as unknown as { rows: { kind: string; params: { message?: string } }[] };
    expect(rows.rows).toEqual([{ kind: 'account.refused', params: { message: 'We could not verify your pharmacy licence.' } }]);
  });

  it('lets an admin announce to every account of some roles, and nobody else', async () => {
    expect((await req(w.staff, 'POST', '/api/mail/announcements', { roles: ['customer'], subject: 'x', message: 'y' })).statusCode).toBe(403);
    const res = await req(w.admin, 'POST', '/api/mail/announcements', { roles: ['customer'], subject: 'Holiday hours', message: '<p>Closed on 25 December.</p>' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await mails(w.otherCustomer, '?q=Holiday')).mails[0]).toMatchObject({ kind: 'announcement', from: { id: w.admin.uid } });
    expect((await mails(w.staff, '?q=Holiday')).mails).toEqual([]);
  });
});
