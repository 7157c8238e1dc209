import { GENERIC_ERROR_MESSAGE, isApiError } from '@pharmacy/shared/api-error';
import { ApiRequestError } from './api-client';

export interface UploadOptions {
  /** The multipart part's name the route reads. */
  field?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart with upload progress (0–1): fetch cannot report an upload's progress, XMLHttpRequest
 * can. Same session cookie and headers as lib/api-client's `api`, and the same ApiRequestError on failure, so a
 * server's field message reaches the form that sent the file.
 */
export function uploadWithProgress<T>(url: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { field = 'file', onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(
        new ApiRequestError(
          xhr.status,
          isApiError(data) ? data : { message: GENERIC_ERROR_MESSAGE, code: `HTTP_${xhr.status}` },
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, { message: GENERIC_ERROR_MESSAGE, code: 'NETWORK_ERROR' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
