import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Test-only: what Debian's poppler-utils and zbar-tools read in a PDF (DESIGN.md: the invoice PDF tests use them).
 * Missing tools fail the test with the packages to install, never skip it.
 */

const TOOLS = { pdftotext: 'poppler-utils', pdffonts: 'poppler-utils', pdfinfo: 'poppler-utils', pdftoppm: 'poppler-utils', zbarimg: 'zbar-tools' } as const;

function run(tool: keyof typeof TOOLS, args: string[]): { stdout: string; status: number | null } {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is not installed: apt-get install ${TOOLS[tool]}`);
  }
  return { stdout: result.stdout, status: result.status };
}

function withFile<T>(pdf: Buffer, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
  try {
    const path = join(dir, 'invoice.pdf');
    writeFileSync(path, pdf);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bidi controls poppler puts around right-to-left lines (RLE … PDF) and the like. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** pdftotext's reading of the PDF (`-layout` keeps columns side by side), bidi controls removed. */
export function pdfText(pdf: Buffer, layout = false): string {
  return withFile(pdf, (path) => run('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', path, '-']).stdout.replace(BIDI_CONTROLS, ''));
}

export function pdfFonts(pdf: Buffer): string {
  return withFile(pdf, (path) => run('pdffonts', [path]).stdout);
}

export function pdfPages(pdf: Buffer): number {
  const info = withFile(pdf, (path) => run('pdfinfo', [path]).stdout);
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Every QR code zbarimg finds on the pages rendered at `dpi`, as text. */
export function decodeQrCodes(pdf: Buffer, dpi = 150): string[] {
  return withFile(pdf, (path, dir) => {
    if (run('pdftoppm', ['-r', String(dpi), '-png', path, join(dir, 'page')]).status !== 0) throw new Error('pdftoppm failed');
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).map((f) => join(dir, f));
    // --raw -Sbinary: the symbol's bytes as they are (UTF-8 here), no charset guess and no line added.
    return pages.flatMap((page) => {
      const { stdout, status } = run('zbarimg', ['-q', '--nodbus', '--raw', '-Sbinary', page]);
      // 4: no symbol on the page.
      if (status !== 0 && status !== 4) throw new Error(`zbarimg failed (${status})`);
      return stdout ? [stdout] : [];
    });
  });
}
