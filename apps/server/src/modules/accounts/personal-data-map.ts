/**
 * Every table of the database, and what it holds about a person (GDPR art. 15, 17, 20). A new table must be added
 * here, or personal-data-map.test.ts fails: its author says whether it holds personal data, where the person's rows
 * go in the archive (export-archive.ts) and what anonymising does to them (erase-copies.ts, anonymise.ts).
 *
 * - `personal`: the person's data; exported under `section` (a path in data.json, `.` descends through lists) and
 *   erased by anonymisation (rows deleted, or their personal columns emptied). `section` is null only with a reason.
 * - `kept`: kept by law or for the trace of what happened; exported; anonymisation leaves the rows, holding no name,
 *   contact detail or free text of the person (the test's scan of every text column proves it).
 * - `retained`: kept as it is by law, the person's name and address included; exported; anonymising erases only what
 *   the law does not keep (`erased`). The test proves the rest of the database forgets the person all the same.
 * - `none`: holds no personal data.
 */
export type Coverage =
  | { holds: 'personal'; section: string; erased: string }
  | { holds: 'personal'; section: null; notExported: string; erased: string }
  | { holds: 'kept'; section: string; why: string }
  | { holds: 'retained'; section: string; law: string; erased: string }
  | { holds: 'none'; why: string };

export const PERSONAL_DATA_MAP: Record<string, Coverage> = {
  users: { holds: 'personal', section: 'profile', erased: 'names, contact details, address, avatar and preferences emptied; the row stays for what points at it' },
  auth_user: { holds: 'personal', section: 'account', erased: 'name, e-mail and picture replaced' },
  auth_account: { holds: 'personal', section: 'signInMethods', erased: 'deleted (passwords and social links)' },
  auth_session: { holds: 'personal', section: 'sessions', erased: 'deleted (devices, IP addresses)' },
  auth_verification: { holds: 'personal', section: null, notExported: 'one-time secrets (reset links), valid for an hour', erased: 'deleted' },
  slug_redirects: { holds: 'personal', section: 'oldSlugs', erased: 'deleted (old slugs spell the name)' },
  orders: {
    holds: 'personal',
    section: 'orders',
    erased: 'names, contact details, address, national and eID numbers, RIDs, mandated person, comments, requests, reasons and the receiver’s name emptied; status, dates, pharmacy, amounts and handover time stay (dispensing record)',
  },
  order_lines: { holds: 'kept', section: 'orders.lines', why: 'what was dispensed: a pharmacy keeps its dispensing records by law' },
  order_history: { holds: 'kept', section: 'orders.history', why: 'when and by whom (actor ids, statuses, times) stays by law; the free-text notes are erased' },
  order_files: { holds: 'personal', section: 'orders.files', erased: 'rows and stored files deleted: a photo of a prescription is a copy, the original stays with the prescriber and the pharmacy' },
  idempotency_keys: { holds: 'personal', section: null, notExported: 'a technical guard against double orders holding only ids', erased: 'deleted' },
  notifications: { holds: 'personal', section: 'notifications', erased: 'the person’s deleted; others’ about the person’s orders lose the quoted words' },
  outbox_emails: { holds: 'personal', section: 'emails', erased: 'unsent ones deleted; sent ones lose the address and the content' },
  audit_log: { holds: 'kept', section: 'auditEntries', why: 'who did what and when stays (docs/PRODUCT.md: every access is logged); details about the person are erased' },
  pharmacy_invitations: { holds: 'personal', section: 'invitations', erased: 'invitations to the person’s address deleted' },
  shippers: { holds: 'personal', section: 'shipper', erased: 'phone emptied, marked unavailable' },
  shipper_pharmacies: { holds: 'kept', section: 'shipper.pharmacies', why: 'ids only: which pharmacy a courier delivered for (by whom)' },
  pharmacy_staff: { holds: 'kept', section: 'pharmacies', why: 'ids only: which pharmacy a pharmacist worked for (by whom)' },
  user_role: { holds: 'kept', section: 'roles', why: 'ids only: the account’s role' },
  rate_limit_counters: {
    holds: 'personal',
    section: null,
    notExported: 'short-lived counters keyed by a network address or an account id, never a name',
    erased: 'those counted per account deleted; those per network address expire with their window (minutes)',
  },
  sign_in_failures: {
    holds: 'personal',
    section: null,
    notExported: 'a count of failed sign-ins under a keyed hash of the address, no address in the clear',
    erased: 'the hash matches no account once the address is replaced; the row expires with its lockout',
  },

  roles: { holds: 'none', why: 'the list of roles' },
  pharmacies: { holds: 'none', why: 'a business: its name, address and contact details are the pharmacy’s' },
  pharmacy_on_duty: { holds: 'none', why: 'a pharmacy’s duty dates and shift hours' },
  calendar_events: {
    holds: 'personal',
    section: 'calendar.events',
    erased: 'their own events deleted (personal ones, a courier’s availability); a pharmacy’s delivery slots they wrote stay the pharmacy’s without their id',
  },
  kanban_boards: { holds: 'personal', section: 'kanban.personalBoard', erased: 'their personal board deleted, with its columns and cards; a team’s board is the pharmacy’s' },
  kanban_columns: { holds: 'personal', section: 'kanban.personalBoard.columns', erased: 'the columns of their personal board deleted with it' },
  kanban_cards: {
    holds: 'personal',
    section: 'kanban.personalBoard.columns.cards',
    erased: 'the cards of their personal board deleted with it; team cards stay the pharmacy’s without the id of who made them',
  },
  kanban_attachments: {
    holds: 'personal',
    section: 'kanban.personalBoard.columns.cards.files',
    erased: 'the files of their personal board’s cards deleted, rows and bytes; a team card’s files stay the pharmacy’s without who uploaded them',
  },
  kanban_card_assignees: { holds: 'personal', section: 'kanban.assignedTeamCards', erased: 'deleted: no team card names them any more' },
  pharmacy_calendar_feeds: { holds: 'none', why: 'the hash of a pharmacy’s subscription link' },
  pharmacy_plans: { holds: 'none', why: 'the plans pharmacies pay, as an admin wrote them' },
  platform_settings: { holds: 'none', why: 'the platform’s switches (maintenance, launch date); updated_by is an admin id only' },
  blog_comments: { holds: 'personal', section: 'blog.comments', erased: 'deleted: a comment is the person’s own words' },
  blog_posts: {
    holds: 'kept',
    section: 'blog.posts',
    why: 'an article is the platform’s publication, written in a professional role: it stays, with only the author id, whose profile reads “Former user” (decision 014)',
  },
  file_folders: {
    holds: 'personal',
    section: 'files.folders',
    erased: 'their own folders deleted with everything inside; a pharmacy’s shared folders, and folders they made in a folder shared with them, stay their owner’s without who made them',
  },
  files: {
    holds: 'personal',
    section: 'files.files',
    erased: 'their own files deleted, rows and stored bytes; files they added to a pharmacy’s shared folder or to a folder shared with them stay their owner’s without who uploaded them',
  },
  file_shares: { holds: 'personal', section: 'files.shares', erased: 'deleted: the shares of their own items (with the items) and those others gave them' },
  file_stars: { holds: 'personal', section: 'files.stars', erased: 'deleted' },
  blog_post_redirects: { holds: 'none', why: 'old slugs of articles (made from their titles) and the post id' },
  calendar_feeds: { holds: 'personal', section: null, notExported: 'the hash of their private subscription link, useless without the link', erased: 'deleted' },
  chat_conversations: { holds: 'none', why: 'ids and times only; the conversations of a forgotten person’s orders are deleted with their messages' },
  chat_participants: {
    holds: 'personal',
    section: null,
    notExported: 'unread counters and the time the person last opened a conversation',
    erased: 'deleted (the person leaves their direct conversations)',
  },
  chat_messages: {
    holds: 'personal',
    section: 'chatMessages',
    erased: 'the conversations of their orders deleted whole; elsewhere their messages lose the words and the files (others’ messages stay)',
  },
  mail_messages: {
    holds: 'personal',
    section: 'mail.messages',
    erased: 'the mails they wrote lose their subject and words in every copy; mails others wrote stay with their authors',
  },
  mail_entries: { holds: 'personal', section: 'mail.messages', erased: 'deleted (their mailbox)' },
  mail_labels: { holds: 'personal', section: 'mail.labels', erased: 'deleted' },
  mail_attachments: { holds: 'personal', section: 'mail.uploads', erased: 'rows and stored files of their uploads deleted' },
  mail_message_attachments: { holds: 'none', why: 'ids only: which file goes with which mail' },
  carts: { holds: 'personal', section: 'cart', erased: 'deleted (what the person was about to buy)' },
  shop_checkouts: {
    holds: 'personal',
    section: 'checkouts',
    erased: 'delivery address, phone and billing name, address, e-mail and VAT number emptied; lines, amounts and payment status stay (the order and its invoice hold them)',
  },
  shop_discount_codes: { holds: 'none', why: 'a pharmacy’s discount codes: no column names a person' },
  shop_products: { holds: 'none', why: 'what a pharmacy sells: no column names a person (who changed a product is in the audit log)' },
  pharmacy_hours_exceptions: { holds: 'none', why: 'a pharmacy’s opening hours' },
  pharmacy_stock: { holds: 'none', why: 'a pharmacy’s stock; updated_by is a staff id only' },
  order_counts: { holds: 'none', why: 'counts per pharmacy and status' },
  medicines: { holds: 'none', why: 'the public medicine catalogue' },
  medicine_presentations: { holds: 'none', why: 'the public medicine catalogue' },
  medicine_substances: { holds: 'none', why: 'the public medicine catalogue' },
  medicine_conditions: { holds: 'none', why: 'the public medicine catalogue' },
  generic_groups: { holds: 'none', why: 'the public medicine catalogue' },
  generic_group_members: { holds: 'none', why: 'the public medicine catalogue' },
  catalogue_words: { holds: 'none', why: 'words of medicine names (search)' },
  invoices: {
    holds: 'retained',
    section: 'invoices',
    law: 'an issued invoice is kept as issued, buyer’s name and address included, for 10 years (Belgian VAT Code art. 60; GDPR art. 17(3)(b))',
    erased: 'drafts lose the buyer’s name, address, e-mail and VAT number (a draft has no number and no legal weight); issued invoices and credit notes stay',
  },
  invoice_lines: {
    holds: 'retained',
    section: 'invoices.lines',
    law: 'the lines of an issued invoice are part of it (Belgian VAT Code art. 60)',
    erased: 'nothing: a line names a product and a price, never the person',
  },
  invoice_sequences: { holds: 'none', why: 'the last number of each pharmacy’s yearly invoice series' },
  person_words: {
    holds: 'none',
    why: 'the people search’s vocabulary: name and city words with how many accounts hold each, no id; a word leaves it with the last name holding it, so an anonymised name is gone from it too',
  },
  auth_jwks: { holds: 'none', why: 'the server’s signing keys' },
};

/** The values at a dotted path of the archive, flattening lists on the way (`orders.lines` = every order's lines). */
export function valuesAt(archive: unknown, section: string): unknown[] {
  let current: unknown[] = [archive];
  for (const key of section.split('.')) {
    current = current
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined))
      .filter((value) => value !== undefined && value !== null);
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}
