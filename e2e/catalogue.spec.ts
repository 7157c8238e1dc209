import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/env';
import { test } from './support/fixtures';

// The demo catalogue (SEED_DEMO) is what a fresh install searches; staff open it from the dashboard.
test('staff search the catalogue, open a medicine and come back to the same results', async ({ page, signIn }) => {
  await signIn(ADMIN);
  await page.goto('/dashboard/e-commerce/catalogue');
  const field = page.getByRole('searchbox', { name: 'Search a medicine' });
  await expect(field).toBeFocused();

  // Accents, case and a typo do not matter.
  await field.fill('ibuprofène');
  const results = page.getByRole('list', { name: 'Medicines matching ibuprofène' });
  await expect(results.getByRole('link')).toHaveText(['IBUPROFENE DEMO 200 mg, comprimé enrobé', 'IBUPROFENE DEMO 400 mg, comprimé pelliculé']);
  await expect(page).toHaveURL(/\?q=ibuprof%C3%A8ne$/);
  await field.fill('amoxicilin');
  await expect(page.getByRole('list', { name: 'Medicines matching amoxicilin' }).getByRole('link').first()).toHaveText(/^AMOXICILLINE/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'AMOXICILLINE DEMO 500 mg, gélule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AMOXICILLINE DEMO 500 mg, gélule' })).toBeVisible();
  const conditions = page.getByRole('region', { name: 'Prescription conditions' });
  await expect(conditions.getByText('liste I')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Presentations and prices' }).getByText('plaquette(s) de 12 gélule(s)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search a medicine' })).toHaveValue('amoxicilin');
  await expect(page.getByRole('link', { name: 'AMOXICILLINE DEMO 500 mg, gélule' })).toBeVisible();
});

test('a customer cannot open the staff catalogue pages', async ({ page, signIn, customer }) => {
  await signIn(customer);
  await page.goto('/dashboard/e-commerce/catalogue');
  await expect(page).toHaveURL(/\/my\/dashboard$/);
});
