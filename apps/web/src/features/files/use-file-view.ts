import { useCallback, useState } from 'react';

export type FileView = 'grid' | 'list';

const KEY = 'pharmacy.files.view';

function stored(): FileView {
  try {
    return window.localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    // Storage may be off (private mode, a policy): the grid, and nothing remembered.
    return 'grid';
  }
}

/** Grid or list, remembered on this device: a preference of the reader's, not of the account. */
export function useFileView(): [FileView, (view: FileView) => void] {
  const [view, setView] = useState<FileView>(stored);
  const choose = useCallback((next: FileView) => {
    setView(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // See above.
    }
  }, []);
  return [view, choose];
}
