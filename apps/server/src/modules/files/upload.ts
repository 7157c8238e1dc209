import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, type FileItem } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { readUpload } from '../../lib/read-upload';
import type { FileStore } from '../../lib/storage';
import { recheckFolder, targetOf } from './folders';
import { lockHome, quotaOf, usedBytes } from './homes';
import { findItem, toItem } from './items';

const MB = 1024 * 1024;

/**
 * One file into a home (decision 015): where it goes and the right to write there are checked before the body is
 * read; the bytes are checked by content and cleaned (lib/read-upload.ts), stored, and the row written under the
 * home's lock with the quota counted there, so parallel uploads cannot pass it together. A refused or failed write
 * removes the stored bytes again.
 */
export async function uploadFile(
  db: Db,
  storage: FileStore,
  user: UserProfile,
  query: { folderId?: string; home: 'mine' | 'pharmacy' },
  request: FastifyRequest,
): Promise<FileItem> {
  const target = await targetOf(db, user, query.folderId, query.home);
  const upload = await readUpload(request, FILE_MAX_BYTES);
  const id = randomUUID();
  // No owner or pharmacy id in the key: a file system error quotes the path, and logs never carry identifiers.
  const key = `files/${id}`;
  await storage.put(key, upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await lockHome(tx, target.home);
      await recheckFolder(tx, user, target.folderId);
      const quota = quotaOf(target.home);
      if ((await usedBytes(tx, target.home)) + upload.bytes.length > quota) {
        throw new HttpError(413, 'QUOTA_EXCEEDED', `This would take more than the ${Math.round(quota / MB)} MB of this storage: empty the trash or delete files first.`, {
          file: 'validation.quotaExceeded',
        });
      }
      await tx.insert(files).values({ id, ...target.home, folderId: target.folderId, name: upload.name, mimeType: upload.type, size: upload.bytes.length, storageKey: key, uploadedBy: user.uid });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return toItem((await findItem(db, user, 'file', id))!);
}
