import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/me/export: a ZIP of everything held about the signed-in person (data.json and their files). */
export function exportMyData(): Promise<string> {
  return downloadFile('/api/me/export', 'pharmalink-data.zip');
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
