import { GENERIC_ERROR_MESSAGE, isApiError } from '@pharmacy/shared/api-error';
import { ApiRequestError } from './api-client';

/** The file name the server offered (`Content-Disposition: attachment; filename="…"`), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a same-origin file with the session cookie and hands it to the browser as a download. A plain link would
 * lose the server's error message (401, 403…), so failures throw an ApiRequestError like every other call.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, { message: GENERIC_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiRequestError(response.status, isApiError(data) ? data : { message: GENERIC_ERROR_MESSAGE, code: `HTTP_${response.status}` });
  }
  const name = fileNameOf(response, fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob to the browser as a download named `name`. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
