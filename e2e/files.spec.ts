import { expect, request, type Page } from '@playwright/test';
import { samplePdf } from '../apps/server/src/test/sample-pdf';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam, placeOrderViaApi } from './support/order-people';
import { say } from './support/order-ui';
import { text } from './support/translations';

test.describe.configure({ timeout: 150_000 });

/** A picture of random pixels drawn by the browser: PNG cannot shrink noise, so it is big enough to show progress. */
async function noise(page: Page, side: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(size, size);
    for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png');
  }, side);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a customer uploads three files with their progress, shares one with their pharmacist, and the pharmacist opens it', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const { customer, pharmacist } = team;
  // An order makes the customer and the pharmacy's staff contacts: the only people one may share with.
  const asCustomer = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(asCustomer, customer);
  await placeOrderViaApi(asCustomer, team, 'take_away');
  await asCustomer.dispose();

  await signIn(customer);
  await page.goto('/my/files');
  await expect(page.getByText(text('files.empty.mine.title'))).toBeVisible();
  const scan = await noise(page, 420);
  const photo = await noise(page, 360);

  // A slow upload link (about 300 kB/s), as on a phone: the first file's bar must be seen between empty and full.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
  await page.locator('input[type=file]').setInputFiles([
    { name: 'prescription-scan.png', mimeType: 'image/png', buffer: scan },
    { name: 'rash-photo.png', mimeType: 'image/png', buffer: photo },
    { name: 'allergy-certificate.pdf', mimeType: 'application/pdf', buffer: samplePdf('Allergy certificate') },
  ]);
  const uploads = page.getByRole('list', { name: text('files.upload.title') });
  const bar = uploads.getByRole('progressbar', { name: say('files.upload.progress', { name: 'prescription-scan.png' }) });
  await expect
    .poll(async () => Number((await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null)) ?? -1), { intervals: [50] })
    .toBeGreaterThan(0);
  const partway = Number(await bar.getAttribute('aria-valuenow').catch(() => '100'));
  expect(partway).toBeLessThan(100);
  await expect(uploads.getByRole('img', { name: text('files.upload.done') })).toHaveCount(3, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText(text('files.upload.finished'))).toBeVisible();

  const listing = page.getByRole('list', { name: text('files.list.label') });
  for (const name of ['prescription-scan.png', 'rash-photo.png', 'allergy-certificate.pdf']) {
    await expect(listing.getByText(name, { exact: true })).toBeVisible();
  }

  // Share the photo with the pharmacist, to read.
  await page.getByRole('button', { name: say('files.actions.more', { name: 'rash-photo.png' }) }).click();
  await page.getByRole('menuitem', { name: text('files.actions.share') }).click();
  const dialog = page.getByRole('dialog', { name: say('files.share.title', { name: 'rash-photo.png' }) });
  await dialog.getByRole('combobox', { name: text('files.share.person') }).fill('Pia');
  await page.getByRole('option', { name: new RegExp(`Pia ${pharmacist.lastName}`) }).click();
  await dialog.getByRole('button', { name: text('files.share.submit') }).click();
  const shares = dialog.getByRole('list', { name: text('files.share.current') });
  await expect(shares.getByText(`Pia ${pharmacist.lastName}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: text('files.dialogs.close') }).click();

  // The pharmacist finds it shared with them and opens it; the two others stay the customer's.
  const desk = await openPage();
  await signInViaApi(desk.request, pharmacist);
  await desk.goto('/dashboard/files-manager');
  await desk.getByRole('button', { name: text('files.spaces.shared') }).click();
  const shared = desk.getByRole('list', { name: text('files.list.label') });
  await expect(shared.getByText('rash-photo.png', { exact: true })).toBeVisible();
  await expect(shared.getByText('prescription-scan.png', { exact: true })).toHaveCount(0);
  await shared.getByText('rash-photo.png', { exact: true }).click();
  const preview = desk.getByRole('dialog', { name: 'rash-photo.png' });
  const image = preview.getByRole('img', { name: 'rash-photo.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(360);
  await expectNoAxeViolations(desk);
});
