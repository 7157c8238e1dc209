import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { OrderFile } from '@pharmacy/shared/schemas/order';
import { badRequest, HttpError } from './errors';
import { cleanFileName, detectFileType, extensionMatches } from './file-type';
import { cleanUpload } from './upload-content';

const fileError = (message: string, key: string) => badRequest(message, { file: key });

/** Reads the one part `file`, whole, refusing more than `maxBytes` (413) and anything but PDF, JPEG, PNG or WebP by content. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; name: string; type: OrderFile['mimeType'] }> {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    if (!part || part.fieldname !== 'file') throw fileError('Choose a file to upload.', 'validation.required');
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'FILE_TOO_LARGE', `This file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
        file: 'validation.fileTooLarge',
      });
    }
    if (
      code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      code === 'FST_PARTS_LIMIT' ||
      code === 'FST_FIELDS_LIMIT' ||
      code === 'FST_FILES_LIMIT'
    ) {
      throw fileError('Send one file, as multipart/form-data, in the field "file".', 'validation.required');
    }
    // Only the client's body is read here: anything else is a truncated or malformed upload.
    throw fileError('The upload was incomplete or malformed: please send the file again.', 'validation.invalid');
  }
  const type = detectFileType(bytes.subarray(0, 16));
  if (!type || !extensionMatches(part.filename ?? '', type)) {
    throw fileError(
      'Only PDF, JPEG, PNG and WebP files are accepted, and the name must match the content.',
      'validation.fileType',
    );
  }
  // Stored is what cleanUpload makes of it: an image re-encoded to its pixels, a PDF that cannot act.
  return { bytes: await cleanUpload(bytes, type), name: cleanFileName(part.filename, type), type };
}
