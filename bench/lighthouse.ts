import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

/** Lighthouse's four categories, 0–100 each (null when Lighthouse could not score one). */
export interface LighthouseScores {
  path: string;
  signedInAs: string | null;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest Contentful Paint and Total Blocking Time under Lighthouse's simulated mobile conditions, in ms. */
  lcpMs: number | null;
  tbtMs: number | null;
}

export interface LighthousePage {
  path: string;
  /** A session cookie for a signed-in page, with the name of whom it belongs to. */
  cookie?: string;
  as?: string;
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART, on a busy machine) is tried twice more. */
async function audit(port: number, url: string, cookie: string | undefined) {
  let error = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (run?.lhr && !run.lhr.runtimeError) return run.lhr;
    error = run?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/**
 * Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and a 4× slower CPU) on each page, one at a time, in
 * Debian's Chromium started headless by chrome-launcher. Nothing is downloaded: the browser is the system's.
 */
export async function measureLighthouse(origin: string, pages: LighthousePage[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const lhr = await audit(chrome.port, `${origin}${page.path}`, page.cookie);
      results.push({
        path: page.path,
        signedInAs: page.as ?? null,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) || null,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      });
      // Which audits cost points: printed so that a low score says where to look.
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => audit!.id);
      console.log(`bench:   lighthouse ${page.path}${page.as ? ` (${page.as})` : ''}: ${[...new Set(failing)].join(', ') || 'every weighted audit passed'}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
