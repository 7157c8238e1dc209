import type { DetectedEncoding, DecodedFile } from './bdpm-decode';

export const BDPM_FILES = ['CIS_bdpm.txt', 'CIS_CIP_bdpm.txt', 'CIS_COMPO_bdpm.txt', 'CIS_CPD_bdpm.txt', 'CIS_GENER_bdpm.txt'] as const;
export type BdpmFileName = (typeof BDPM_FILES)[number];

export interface Rejection {
  count: number;
  /** The first few, as `line N: detail`. */
  examples: string[];
}

export interface FileReport {
  file: BdpmFileName;
  encoding: DetectedEncoding;
  bom: boolean;
  lineEndings: DecodedFile['lineEndings'];
  /** Non-empty lines read. */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** In the catalogue before, not in this export: withdrawn (medicines, presentations) or deleted (the rest). */
  removed: number;
  rejected: number;
  rejections: Record<string, Rejection>;
  /** Dirt that was repaired or read with care, with counts (nothing was lost for these). */
  notes: Record<string, number>;
}

export interface ImportReport {
  source: string;
  startedAt: string;
  durationMs: number;
  files: FileReport[];
}

const MAX_EXAMPLES = 5;

/** Collects rejections and notes while one file is parsed. */
export class FileIssues {
  readonly rejections: Record<string, Rejection> = {};
  readonly notes: Record<string, number> = {};
  rejected = 0;

  reject(reason: string, line: number, detail?: string): void {
    const entry = (this.rejections[reason] ??= { count: 0, examples: [] });
    entry.count += 1;
    this.rejected += 1;
    if (entry.examples.length < MAX_EXAMPLES) entry.examples.push(detail ? `line ${line}: ${detail}` : `line ${line}`);
  }

  note(reason: string): void {
    this.notes[reason] = (this.notes[reason] ?? 0) + 1;
  }
}

/** The report as a few readable lines (CLI, server log). */
export function formatReport(report: ImportReport): string {
  const lines = [`Catalogue import from ${report.source} in ${(report.durationMs / 1000).toFixed(1)} s`];
  const header = ['file', 'encoding', 'read', 'inserted', 'updated', 'unchanged', 'removed', 'rejected'];
  const rows = report.files.map((f) => [
    f.file,
    `${f.encoding}${f.bom ? '+BOM' : ''} ${f.lineEndings}`,
    ...[f.read, f.inserted, f.updated, f.unchanged, f.removed, f.rejected].map(String),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const pad = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  lines.push(`  ${pad(header)}`, ...rows.map((r) => `  ${pad(r)}`));
  for (const f of report.files) {
    for (const [reason, r] of Object.entries(f.rejections)) {
      lines.push(`  ${f.file}: rejected ${r.count} × ${reason} (${r.examples.join('; ')}${r.count > r.examples.length ? '; …' : ''})`);
    }
    for (const [note, count] of Object.entries(f.notes)) lines.push(`  ${f.file}: ${count} × ${note}`);
  }
  return lines.join('\n');
}
