import { GENERIC_ERROR_MESSAGE, isApiError, type ApiError } from '@pharmacy/shared/api-error';
import { MAINTENANCE_CODE } from '@pharmacy/shared/platform/constants';
import { takeEarlyResponse } from './early-requests';

/** A failed call carries the server's response data (SPEC §8), or the generic message when there is none. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly data: ApiError;
  constructor(status: number, data: ApiError) {
    super(data.message);
    this.status = status;
    this.data = data;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a save sent as the tab closes or navigates away). */
  keepalive?: boolean;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** fetch wrapper for the same-origin API: JSON in and out, cookies for the session, errors in the SPEC §8 shape. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers, keepalive } = options;
  let response: Response;
  try {
    // The first read of the session and the sign-in configuration was started by src/first-page.ts.
    const early = method === 'GET' && !query && !headers ? takeEarlyResponse(path) : undefined;
    response = await (early ??
      fetch(withQuery(path, query), {
        method,
        credentials: 'same-origin',
        signal,
        keepalive,
        // FormData (file uploads) sets its own multipart Content-Type with the boundary.
        headers: {
          Accept: 'application/json',
          ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, { message: GENERIC_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    // The platform went into maintenance while this page was open: the server sends pages to /maintenance too.
    if (response.status === 503 && isApiError(data) && data.code === MAINTENANCE_CODE && window.location.pathname !== '/maintenance') {
      window.location.assign('/maintenance');
    }
    throw new ApiRequestError(
      response.status,
      isApiError(data) ? data : { message: GENERIC_ERROR_MESSAGE, code: `HTTP_${response.status}` },
    );
  }
  return data as T;
}

/** The error a data area stores (SPEC §8). */
export function toAreaError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) return error.data;
  return { message: GENERIC_ERROR_MESSAGE, code: 'UNKNOWN' };
}
