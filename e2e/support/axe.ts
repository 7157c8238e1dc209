import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as docs/PRODUCT.md asks: every A and AA rule axe has up to 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for finite animations and transitions (fades, drawers) to end, so axe does not measure the
 * contrast of half-faded text. Endless ones (spinners) are ignored; bounded by `timeoutMs`.
 */
export async function settle(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: timeoutMs, polling: 100 },
  );
}

/** The first reason axe gives, e.g. "Element has insufficient color contrast of 3.1 (foreground …)". */
function why(failureSummary: string | undefined): string {
  const reason = (failureSummary ?? '').split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('Fix '));
  return (reason ?? '').slice(0, 200);
}

/** Runs axe on the page (or the `include` selector) and fails listing each rule, impact and target. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.flatMap((v) => [
    `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.nodes.length} element${v.nodes.length > 1 ? 's' : ''})`,
    ...v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}: ${why(n.failureSummary)}`),
  ]);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
