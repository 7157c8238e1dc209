import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, Response } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

export interface JsBytes {
  path: string;
  files: number;
  /** Script requests answered with something other than JavaScript (an HTML fallback for a missing file). */
  notJavaScript: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

const isJavaScript = (response: Response) => /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * The JavaScript a first visit to `path` downloads: every script response Chromium records (cold
 * cache, until the network is idle), its decoded size, and each file compressed as a server would
 * (gzip level 9, brotli quality 11).
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
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    const notJavaScript: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(origin) || bodies.has(url)) return;
      if (isJavaScript(response)) bodies.set(url, response.body());
      else if (response.request().resourceType() === 'script') notJavaScript.push(`${response.status()} ${url}`);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const files = await Promise.all(bodies.values());
    return {
      path,
      files: files.length,
      notJavaScript,
      raw: files.reduce((sum, f) => sum + f.length, 0),
      gzip: files.reduce((sum, f) => sum + gzipSync(f, { level: 9 }).length, 0),
      brotli: files.reduce(
        (sum, f) =>
          sum +
          brotliCompressSync(f, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: f.length },
          }).length,
        0,
      ),
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
