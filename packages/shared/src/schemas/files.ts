import { z } from 'zod';
import { ROLES } from '../roles';
import {
  FILE_ACCESS,
  FILE_DOCUMENT_SOURCES,
  FILE_HOMES,
  FILE_ITEM_KINDS,
  FILE_NAME_MAX,
  FILE_SELECTION_MAX,
  FILE_SHARE_PERMISSIONS,
  FILE_SORTS,
  FILE_SPACES,
  FILE_TYPES,
} from '../files/constants';

export * from '../files/constants';

/*
 * The file manager (issue 18, docs/decisions/015): a person's own files and folders, their pharmacy's shared folder,
 * what others shared with them, and the documents they already have elsewhere (prescriptions, invoices, attachments),
 * listed without copies. Files are uploaded one per request (the browser sends several at once, each with its
 * progress) and served only to those allowed.
 */

const invalid = { error: 'validation.invalid' };
const id = z.uuid(invalid);

/** A file's or folder's name: no path separators or control characters, not "." or "..". */
export const fileNameSchema = z
  .string(invalid)
  .trim()
  .min(1, 'validation.required')
  .max(FILE_NAME_MAX, 'validation.tooLong')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[/\\\u0000-\u001f\u007f]/.test(name), 'validation.fileName')
  .refine((name) => name !== '.' && name !== '..', 'validation.fileName');

export const fileSpaceSchema = z.enum(FILE_SPACES, invalid);
export const fileHomeSchema = z.enum(FILE_HOMES, invalid);
export const fileItemKindSchema = z.enum(FILE_ITEM_KINDS, invalid);
export const fileSharePermissionSchema = z.enum(FILE_SHARE_PERMISSIONS, invalid);
export const fileDocumentSourceSchema = z.enum(FILE_DOCUMENT_SOURCES, invalid);

/** Who owns an item: a person, or a pharmacy for its shared folder. */
export const fileOwnerSchema = z.object({
  kind: z.enum(['person', 'pharmacy']),
  id: z.string(),
  name: z.string(),
});

/** A file or a folder as the caller may see it. */
export const fileItemSchema = z.object({
  kind: fileItemKindSchema,
  id: z.string(),
  name: z.string(),
  /** Files only; null for a folder. */
  mimeType: z.enum(FILE_TYPES).nullable(),
  /** Bytes of a file; the number of items directly inside a folder is `childCount`. */
  size: z.number().int().nullable(),
  childCount: z.number().int().nullable(),
  /** The folder it is in, or null at the top of its home. */
  folderId: z.string().nullable(),
  home: fileHomeSchema,
  owner: fileOwnerSchema,
  access: z.enum(FILE_ACCESS),
  starred: z.boolean(),
  /** Whether its owner shared it with anyone (shown to those who may share). */
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set while it is in the trash; it is deleted for good FILE_TRASH_DAYS later. */
  trashedAt: z.string().nullable(),
  /** The file's bytes (`GET /api/files/files/{id}/content`); null for a folder. */
  url: z.string().nullable(),
});
export type FileItem = z.infer<typeof fileItemSchema>;

export const fileCrumbSchema = z.object({ id: z.string(), name: z.string() });
export type FileCrumb = z.infer<typeof fileCrumbSchema>;

/** Bytes used against the quota of the home the caller is looking at (their own, or their pharmacy's). */
export const fileUsageSchema = z.object({
  home: fileHomeSchema,
  used: z.number().int(),
  quota: z.number().int(),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

/** GET /api/files */
export const fileListQuerySchema = z.object({
  space: fileSpaceSchema.default('mine'),
  /** A folder of this space (or, in `shared`, a folder shared with the caller or inside one). */
  folderId: id.optional(),
  /** Searches the whole space by name, every folder included. */
  q: z.string(invalid).trim().max(100, 'validation.tooLong').optional(),
  sort: z.enum(FILE_SORTS, invalid).default('name'),
  order: z.enum(['asc', 'desc'], invalid).default('asc'),
});
export type FileListQuery = z.input<typeof fileListQuerySchema>;

export const fileListSchema = z.object({
  /** Folders first, then files, each in the asked order. */
  items: z.array(fileItemSchema),
  /** From the top of the space to the open folder (empty at the top). */
  path: z.array(fileCrumbSchema),
  /** Whether the caller may create folders and upload here. */
  canWrite: z.boolean(),
  /** More than FILE_LIST_MAX items matched. */
  truncated: z.boolean(),
  /** Own files for `mine`, `shared`, `starred`, `recent`, `trash`; the pharmacy's for `pharmacy`. */
  usage: fileUsageSchema,
  /** The pharmacy whose shared folder the caller may open (staff only), or null. */
  pharmacy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type FileList = z.infer<typeof fileListSchema>;

/** POST /api/files/folders */
export const fileFolderCreateSchema = z.object({
  name: fileNameSchema,
  /** A folder the caller may write in; without it, the top of `home`. */
  parentId: id.nullable().optional(),
  home: fileHomeSchema.default('mine'),
});
export type FileFolderCreate = z.input<typeof fileFolderCreateSchema>;

/** POST /api/files/upload?folderId=…&home=… (multipart, one part `file`) */
export const fileUploadQuerySchema = z.object({
  folderId: id.optional(),
  home: fileHomeSchema.default('mine'),
});

/** PATCH /api/files/files/{id} and /api/files/folders/{id}: rename, or move within the same home (null = its top). */
export const fileUpdateSchema = z
  .object({
    name: fileNameSchema.optional(),
    folderId: id.nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.folderId !== undefined, { message: 'validation.required', path: ['name'] });
export type FileUpdate = z.input<typeof fileUpdateSchema>;

/** POST /api/files/trash, /restore and /purge (delete for good, from the trash only). */
export const fileSelectionSchema = z
  .object({
    files: z.array(id).max(FILE_SELECTION_MAX, 'validation.tooMany').default([]),
    folders: z.array(id).max(FILE_SELECTION_MAX, 'validation.tooMany').default([]),
  })
  .refine((v) => v.files.length + v.folders.length > 0, { message: 'validation.required', path: ['files'] });
export type FileSelection = z.input<typeof fileSelectionSchema>;

/** PUT /api/files/stars */
export const fileStarSchema = z.object({ kind: fileItemKindSchema, id, starred: z.boolean(invalid) });
export type FileStar = z.infer<typeof fileStarSchema>;

export const fileSharePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  pharmacyName: z.string().nullable(),
});

export const fileShareSchema = z.object({
  id: z.string(),
  person: fileSharePersonSchema,
  permission: fileSharePermissionSchema,
  createdAt: z.string(),
});
export type FileShare = z.infer<typeof fileShareSchema>;

/** GET /api/files/shares?kind=…&id=… (the item's owner only) */
export const fileSharesQuerySchema = z.object({ kind: fileItemKindSchema, id });
export const fileSharesSchema = z.object({ shares: z.array(fileShareSchema) });

/** POST /api/files/shares: with a person the owner may contact (GET /api/chat/contacts); again changes the permission. */
export const fileShareCreateSchema = z.object({
  kind: fileItemKindSchema,
  id,
  personId: z.string(invalid).min(1, 'validation.required').max(100, 'validation.invalid'),
  permission: fileSharePermissionSchema.default('read'),
});
export type FileShareCreate = z.input<typeof fileShareCreateSchema>;

/** A document the caller already has elsewhere, served by its own module's route. */
export const fileDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.enum(FILE_TYPES),
  /** Null where the document is made on request (an invoice's PDF). */
  size: z.number().int().nullable(),
  createdAt: z.string(),
  /** Its bytes, at the route that guards it (`/api/orders/{id}/files/{fileId}`, `/api/invoices/{id}/pdf`, …). */
  url: z.string(),
  /** Where it comes from, as the reader knows it: an order's or an invoice's number, a conversation, a mail's subject. */
  context: z.string(),
  /** The app page it belongs to (`/dashboard/order/…`, `/dashboard/invoice/…`, `/dashboard/chat?id=…`, `/dashboard/mail?id=…`). */
  href: z.string().nullable(),
});
export type FileDocument = z.infer<typeof fileDocumentSchema>;

/** GET /api/files/documents?source=… */
export const fileDocumentsQuerySchema = z.object({ source: fileDocumentSourceSchema });
export const fileDocumentsSchema = z.object({ documents: z.array(fileDocumentSchema), truncated: z.boolean() });
export type FileDocuments = z.infer<typeof fileDocumentsSchema>;
