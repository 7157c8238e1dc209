import { expect, request, type Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam } from './support/order-people';
import { text } from './support/translations';

test.describe.configure({ timeout: 150_000 });

/** A cover picture drawn by the browser: a green band on white, 1200 × 630 like a link preview. */
async function cover(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 630;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1200, 630);
    context.fillStyle = '#00a76f';
    context.fillRect(0, 215, 1200, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a pharmacist publishes an article with a cover; an anonymous visitor reads it, and a link preview reads its meta tags without JavaScript', async ({ page, openPage }) => {
  const { pharmacist } = await createOrderTeam();
  const title = `Sun and medicines ${Date.now()}`;
  const body = 'Some medicines make the skin more sensitive to the sun. Ask your pharmacist before a holiday.';

  const desk = await openPage();
  await signInViaApi(desk.request, pharmacist);
  await desk.goto('/dashboard/blog/new');
  await desk.getByRole('textbox', { name: text('blog.editor.postTitle') }).fill(title);
  await desk.getByRole('textbox', { name: text('blog.editor.description') }).fill('Which medicines and the sun do not mix, and what to do.');
  await desk.getByRole('textbox', { name: text('blog.editor.body') }).fill(body);
  // The draft is saved by itself; the cover needs the saved draft's id.
  await expect(desk.getByText(text('blog.editor.saved'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await desk.getByLabel(text('blog.editor.uploadCover')).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover(desk) });
  await expect(desk.getByRole('img', { name: text('blog.editor.cover') })).toBeVisible({ timeout: 15_000 });
  await desk.getByRole('button', { name: text('blog.editor.publishNow') }).click();
  const onBlog = desk.getByRole('link', { name: text('blog.editor.viewPublic') });
  await expect(onBlog).toBeVisible();
  const postPath = new URL((await onBlog.getAttribute('href'))!, baseUrl()).pathname;

  // Without JavaScript, as a link preview or a search engine reads it: the post's own head.
  const anonymous = await request.newContext({ baseURL: baseUrl() });
  const html = await (await anonymous.get(postPath)).text();
  await anonymous.dispose();
  expect(html).toContain(`<title>${title}`);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title}"`));
  expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${postPath}"`));

  // An anonymous visitor finds it on the blog and reads it.
  await page.goto('/blog');
  await page.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(body)).toBeVisible();
  await expectNoAxeViolations(page);
});
