import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FileHome } from '@pharmacy/shared/files/constants';
import { uploadFile } from '../../api/files';
import { refreshFileLists } from '../../api/files-mutations';
import { checkUploadFile, type UploadProblem } from './check-upload-file';

/** Files sent at once: enough to fill the line, few enough that the first ones finish early. */
export const UPLOADS_AT_ONCE = 3;

export interface UploadTarget {
  folderId: string | null;
  home: FileHome;
}

export interface Upload {
  id: string;
  file: File;
  target: UploadTarget;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0–1 while sending. */
  progress: number;
  /** Found before sending (the server is never asked). */
  problem?: UploadProblem;
  /** The server's or the network's failure. */
  error?: unknown;
}

type Action =
  | { type: 'add'; uploads: Upload[] }
  | { type: 'update'; id: string; change: Partial<Upload> }
  | { type: 'dismiss'; id: string }
  | { type: 'clearFinished' };

function reducer(state: Upload[], action: Action): Upload[] {
  switch (action.type) {
    case 'add':
      return [...state, ...action.uploads];
    case 'update':
      return state.map((u) => (u.id === action.id ? { ...u, ...action.change } : u));
    case 'dismiss':
      return state.filter((u) => u.id !== action.id);
    case 'clearFinished':
      return state.filter((u) => u.status === 'queued' || u.status === 'uploading');
  }
}

let nextId = 0;

/**
 * The upload queue: each file is one request with its own progress, UPLOADS_AT_ONCE at a time; the listings are asked
 * again as each one lands. A failed file keeps its error until it is retried or dismissed.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(reducer, []);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.filter((u) => u.status === 'uploading').length;
    const next = uploads.filter((u) => u.status === 'queued').slice(0, Math.max(0, UPLOADS_AT_ONCE - running));
    for (const upload of next) {
      const controller = new AbortController();
      controllers.current.set(upload.id, controller);
      dispatch({ type: 'update', id: upload.id, change: { status: 'uploading', progress: 0 } });
      uploadFile(
        upload.target,
        upload.file,
        (progress) => dispatch({ type: 'update', id: upload.id, change: { progress } }),
        controller.signal,
      )
        .then(() => {
          dispatch({ type: 'update', id: upload.id, change: { status: 'done', progress: 1 } });
          void refreshFileLists(queryClient);
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'AbortError') return;
          dispatch({ type: 'update', id: upload.id, change: { status: 'failed', error } });
        })
        .finally(() => controllers.current.delete(upload.id));
    }
  }, [uploads, queryClient]);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const open = controllers.current;
    return () => open.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((files: readonly File[], target: UploadTarget) => {
    dispatch({
      type: 'add',
      uploads: files.map((file) => {
        const problem = checkUploadFile(file) ?? undefined;
        return {
          id: `upload-${++nextId}`,
          file,
          target,
          status: problem ? 'failed' : 'queued',
          progress: 0,
          problem,
        } satisfies Upload;
      }),
    });
  }, []);

  const retry = useCallback(
    (id: string) => dispatch({ type: 'update', id, change: { status: 'queued', progress: 0, error: undefined } }),
    [],
  );
  const dismiss = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    dispatch({ type: 'dismiss', id });
  }, []);
  const clearFinished = useCallback(() => dispatch({ type: 'clearFinished' }), []);

  return { uploads, add, retry, dismiss, clearFinished };
}
