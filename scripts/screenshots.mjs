// Screenshots of pages as users see them: node scripts/screenshots.mjs <baseUrl> <outDir> <path>... [--mobile] [--dark] [--lang=ar] [--login=email:password]
import { mkdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const flags = Object.fromEntries(args.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=')).map(([k, v]) => [k, v ?? true]));
const [base, out, ...paths] = args.filter((a) => !a.startsWith('--'));
mkdirSync(out, { recursive: true });
const executablePath = execSync('command -v chromium || echo /usr/bin/chromium', { shell: '/bin/bash' }).toString().trim();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({
  viewport: flags.mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  locale: 'en-US',
});
const lang = flags.lang ?? 'en';
// Runs in the page, where localStorage exists.
await context.addInitScript((l) => globalThis.localStorage.setItem('i18nextLng', l), lang);
if (flags.dark) await context.addCookies([{ name: 'themeMode', value: 'dark', url: base }]);
if (lang === 'ar') await context.addCookies([{ name: 'themeDirection', value: 'rtl', url: base }]);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
if (flags.login) {
  const [email, password] = flags.login.split(':');
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin: base } });
  console.log('login', res.status());
}
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  const name = `${path.replace(/\W+/g, '_') || 'root'}${flags.mobile ? '-m' : ''}${flags.dark ? '-dark' : ''}-${lang}.png`;
  await page.screenshot({ path: `${out}/${name}`, fullPage: !!flags.full });
  console.log(`${out}/${name}`);
}
await browser.close();
