import { execSync } from 'node:child_process';

/** Flags for Debian's Chromium in containers and CI (docs/DESIGN.md "Tests"): no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium from PATH; Playwright never downloads a browser here. */
export function chromiumPath(): string {
  try {
    const found = execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // not on PATH: Debian's location
  }
  return '/usr/bin/chromium';
}
