import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';

export interface JsFile {
  url: string;
  body: Buffer;
  /** Compressed as a server would (gzip level 9). */
  gzip: number;
}

export interface PageJs {
  path: string;
  /** Every JavaScript file from the app's origin, once each, largest (gzip) first. */
  files: JsFile[];
  /** Script requests answered with something other than JavaScript (an HTML fallback for a missing file). */
  notJavaScript: string[];
  /** Sum of the files' gzip sizes. */
  gzip: number;
}

const isJavaScript = (response: Response) => /javascript/.test(response.headers()['content-type'] ?? '');

/** The page's main thread has nothing left to run (modules evaluated, renders done), or 5 s passed. */
async function mainThreadIdle(page: Page): Promise<void> {
  try {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  } catch {
    // The page navigated meanwhile (a redirect): the caller looks again.
  }
}

/**
 * Follows the page's requests so that `settled()` can wait until none is in flight and none starts while the main
 * thread gets idle. Playwright's 'networkidle' alone is 500 ms without requests: on a loaded 2-core machine,
 * evaluating the entry script took longer than that before the page asked for its lazy chunks, and those were missed.
 */
function followRequests(page: Page): { settled: () => Promise<void>; stop: () => void } {
  let started = 0;
  const inFlight = new Set<Request>();
  let quiet: (() => void) | undefined;
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) quiet?.();
  };
  const onRequest = (request: Request) => {
    started += 1;
    inFlight.add(request);
  };
  page.on('request', onRequest);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const noneInFlight = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (quiet = resolve));
  return {
    settled: async () => {
      for (;;) {
        const before = started;
        await noneInFlight();
        await mainThreadIdle(page);
        if (started === before && inFlight.size === 0) return;
      }
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

/**
 * Records the JavaScript `page` downloads from `origin` from now on: every script response Chromium records until
 * `measure` finds the page settled. The caller navigates in between.
 */
export function watchPageJs(page: Page, origin: string): { measure: (path: string) => Promise<PageJs> } {
  const bodies = new Map<string, Promise<Buffer>>();
  const notJavaScript: string[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!url.startsWith(origin) || bodies.has(url)) return;
    if (isJavaScript(response)) bodies.set(url, response.body());
    else if (response.request().resourceType() === 'script') notJavaScript.push(`${response.status()} ${url}`);
  };
  page.on('response', onResponse);
  const requests = followRequests(page);
  return {
    measure: async (path) => {
      await requests.settled();
      page.off('response', onResponse);
      requests.stop();
      const files = await Promise.all(
        [...bodies].map(async ([url, body]) => {
          const buffer = await body;
          return { url, body: buffer, gzip: gzipSync(buffer, { level: 9 }).length };
        }),
      );
      files.sort((a, b) => b.gzip - a.gzip);
      return { path, files, notJavaScript, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
    },
  };
}

/**
 * Makes every later navigation of `page` a first visit as far as downloads go: Chromium's HTTP and memory caches are
 * bypassed (as DevTools' "Disable cache"), while the page keeps its cookies and storage.
 */
export async function disableCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * The JavaScript a visit to `path` downloads from `origin`. Give it a fresh context (cold cache) for a first visit;
 * the context stays open (the caller owns it).
 */
export async function measurePageJs(context: BrowserContext, origin: string, path: string): Promise<PageJs> {
  const page = await context.newPage();
  const watch = watchPageJs(page, origin);
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  const js = await watch.measure(path);
  await page.close();
  return js;
}
