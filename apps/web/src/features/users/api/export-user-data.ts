import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/users/:id/export (admins): the person's data archive, produced on their request; the server audits it. */
export function exportUserData(uid: string): Promise<string> {
  return downloadFile(`/api/users/${encodeURIComponent(uid)}/export`, 'pharmalink-data.zip');
}

export function useExportUserData() {
  return useMutation({ mutationFn: exportUserData });
}
