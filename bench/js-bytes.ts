import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { measurePageJs } from '../e2e/support/js-bytes';

export interface JsBytes {
  path: string;
  files: number;
  /** Script requests answered with something other than JavaScript (an HTML fallback for a missing file). */
  notJavaScript: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

/**
 * The JavaScript a first visit to `path` downloads (a fresh context: cold cache), its decoded size, and each file
 * compressed as a server would (gzip level 9, brotli quality 11).
 */
async function measurePage(browser: Browser, origin: string, path: string, cookie: string): Promise<JsBytes> {
  const context = await browser.newContext();
  try {
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const eq = pair.indexOf('=');
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: origin };
        }),
      );
    }
    const { files, notJavaScript, gzip } = await measurePageJs(context, origin, path);
    return {
      path,
      files: files.length,
      notJavaScript,
      raw: files.reduce((sum, f) => sum + f.body.length, 0),
      gzip,
      brotli: files.reduce((sum, f) => sum + brotli(f.body), 0),
    };
  } finally {
    await context.close();
  }
}

export async function measureJsBytes(origin: string, pages: { path: string; cookie: string }[]): Promise<JsBytes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const results: JsBytes[] = [];
    for (const { path, cookie } of pages) results.push(await measurePage(browser, origin, path, cookie));
    return results;
  } finally {
    await browser.close();
  }
}
