/** The file manager's limits (issue 18, decision 015), apart from zod so the database schema and the web shell import them for free. */

/** What the file manager stores, checked by content (lib/file-type.ts): the documents of a pharmacy's work. */
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** One file's largest size: a scanned multi-page prescription or a pharmacy's certificate. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** What a person may keep in their own files. */
export const PERSON_QUOTA_BYTES = 500 * 1024 * 1024;
/** What a pharmacy's staff may keep in its shared folder. */
export const PHARMACY_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
/** Days an item stays in the trash before the job runner deletes it for good. */
export const FILE_TRASH_DAYS = 30;
export const FILE_NAME_MAX = 200;
/** Items one listing answers at most; a search or a folder with more says `truncated`. */
export const FILE_LIST_MAX = 500;
/** Documents per source (prescriptions, invoices, attachments) one listing answers, newest first. */
export const FILE_DOCUMENTS_MAX = 200;

/** Where an item lives: a person's own files, or their pharmacy's shared folder (its active staff). */
export const FILE_HOMES = ['mine', 'pharmacy'] as const;
export type FileHome = (typeof FILE_HOMES)[number];

/** The views of the file manager. */
export const FILE_SPACES = ['mine', 'pharmacy', 'shared', 'starred', 'recent', 'trash'] as const;
export type FileSpace = (typeof FILE_SPACES)[number];

/** Documents a person already has elsewhere, listed without copies. */
export const FILE_DOCUMENT_SOURCES = ['prescriptions', 'invoices', 'chat', 'mail'] as const;
export type FileDocumentSource = (typeof FILE_DOCUMENT_SOURCES)[number];

export const FILE_ITEM_KINDS = ['file', 'folder'] as const;
export type FileItemKind = (typeof FILE_ITEM_KINDS)[number];

export const FILE_SHARE_PERMISSIONS = ['read', 'edit'] as const;
export type FileSharePermission = (typeof FILE_SHARE_PERMISSIONS)[number];

/** The caller's right on an item: its owner (or, in a pharmacy's folder, its staff), or what a share gave. */
export const FILE_ACCESS = ['owner', 'edit', 'read'] as const;
export type FileAccess = (typeof FILE_ACCESS)[number];

export const FILE_SORTS = ['name', 'updated', 'size'] as const;
/** Items one trash, restore or purge request names at most. */
export const FILE_SELECTION_MAX = 200;
