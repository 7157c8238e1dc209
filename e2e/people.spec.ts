import { randomBytes } from 'node:crypto';
import { expect, request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { findLink, waitForMail } from './support/mailbox';
import { createOrderTeam } from './support/order-people';
import { namePattern } from './support/translations';

// Issue 5: people managed for real. Each test sets up its own people through the API; the demo data seeded at start
// gives the lists something to show.

const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: namePattern(key) });

/** A pharmacy made by the admin through the API, with a unique name the search finds. */
async function createPharmacy(): Promise<{ id: string; name: string; slug: string }> {
  const admin = await request.newContext({ baseURL: baseUrl() });
  try {
    await signInViaApi(admin, ADMIN);
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const res = await admin.post('/api/pharmacies', {
      data: { name: `Apotheek Zuidpark ${tag}`, code: `E2E-P-${tag}`, address: 'Zuidlaan 3', postalCode: '1060', city: 'Sint-Gillis' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; name: string; slug: string };
  } finally {
    await admin.dispose();
  }
}

test('an admin approves a pending pharmacy account, the pharmacist edits the hours, a customer sees them', async ({
  page,
  openPage,
  signIn,
  customer,
}) => {
  const pharmacy = await createPharmacy();
  const anonymous = await request.newContext({ baseURL: baseUrl() });
  const pharmacist = await createVerifiedAccount(anonymous, 'pharmacy');
  await anonymous.dispose();

  // The admin approves the account with a word to the person, linking it to its pharmacy in the same dialog.
  await signIn(ADMIN);
  const approvedAt = Date.now();
  await page.goto(`/dashboard/user/list?status=pending&q=${encodeURIComponent(pharmacist.email)}`);
  await expect(heading(page, 'people.users.listTitle')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: pharmacist.email });
  await row.getByRole('button', { name: namePattern('people.users.actions.menu') }).click();
  await page.getByRole('menuitem', { name: namePattern('people.users.actions.approve') }).click();
  const dialog = page.getByRole('dialog', { name: namePattern('people.users.dialogs.approveTitle') });
  await dialog.getByRole('textbox', { name: namePattern('people.users.dialogs.message') }).fill('Welkom bij PharmaLink!');
  await dialog.getByRole('combobox', { name: namePattern('people.users.pharmacy.label') }).fill(pharmacy.name);
  await page.getByRole('option', { name: new RegExp(pharmacy.name) }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: namePattern('people.users.actions.approve') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const mail = await waitForMail(pharmacist.email, /approved|goedgekeurd|approuvé/i, { since: approvedAt });
  expect(mail.text).toContain('Welkom bij PharmaLink!');

  // The pharmacist edits Monday's hours of its own pharmacy.
  const pharmacistPage = await openPage();
  await signInViaApi(pharmacistPage.request, pharmacist);
  await pharmacistPage.goto('/dashboard/pharmacy/account?tab=pharmacy');
  const monday = pharmacistPage.getByRole('group', { name: /^(Monday|Mon)/ });
  const closed = monday.getByRole('switch', { name: namePattern('people.pharmacies.form.closed') });
  await expect(closed).toBeVisible();
  if (await closed.isChecked()) await closed.uncheck();
  await monday.getByRole('textbox', { name: namePattern('people.pharmacies.form.opens') }).first().fill('07:45');
  await monday.getByRole('textbox', { name: namePattern('people.pharmacies.form.closes') }).first().fill('19:47');
  await expectNoAxeViolations(pharmacistPage);
  await pharmacistPage.getByRole('button', { name: namePattern('people.common.save') }).first().click();
  await expect(pharmacistPage.getByText(namePattern('people.pharmacies.edit.saved'))).toBeVisible();

  // A customer finds the pharmacy in the directory of the order form and reads the new hours.
  const customerPage = await openPage();
  await signInViaApi(customerPage.request, customer);
  await customerPage.goto('/my/order');
  await customerPage.getByRole('searchbox', { name: namePattern('pharmacies.picker.search') }).fill(pharmacy.name);
  const option = customerPage.getByRole('radio', { name: pharmacy.name, exact: true });
  await option.check();
  await expect(customerPage.getByText(/07:45\s*[–-]\s*19:47/).first()).toBeVisible();
  await expectNoAxeViolations(customerPage);
});

// The demo people and pharmacies seeded at start, three pages per kind: nine full page loads with axe in one test
// outran its 90 s on a loaded 2-core machine.
const ADMIN_VISITS: Record<'people' | 'pharmacies' | 'couriers', { path: string; expect: string | RegExp }[]> = {
  people: [
    { path: '/dashboard/user/list?q=patient%40demo.pharmalink.be', expect: 'patient@demo.pharmalink.be' },
    { path: '/dashboard/user/cards?role=shipper', expect: 'Karim El Amrani' },
    { path: '/dashboard/user/profile', expect: /admin@e2e\.example\.com|Admin/ },
  ],
  pharmacies: [
    { path: '/dashboard/pharmacy/list?q=Li%C3%A8ge', expect: 'Pharmacie Démo Liège' },
    { path: '/dashboard/pharmacy/cards', expect: 'Apotheek Demo Antwerpen' },
    { path: '/dashboard/pharmacy/profile?name=pharmacie-demo-liege', expect: 'Pharmacie Démo Liège' },
  ],
  couriers: [
    { path: '/dashboard/shipper/list', expect: 'Karim El Amrani' },
    { path: '/dashboard/shipper/cards', expect: 'Lotte Claes' },
    { path: '/dashboard/shipper/profile?name=karim-el-amrani', expect: 'Karim El Amrani' },
  ],
};

for (const [kind, visits] of Object.entries(ADMIN_VISITS)) {
  test(`the admin's list, cards and profile of ${kind} show real data`, async ({ page, signIn }) => {
    await signIn(ADMIN);
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.getByText(visit.expect).first(), visit.path).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

// Apart from the admin's visits: fourteen pages with axe in one test outran its minute on a loaded machine.
test("the pharmacist's and the courier's own profile and settings show real data", async ({ openPage }) => {
  const team = await createOrderTeam();
  const pharmacist = await openPage();
  await signInViaApi(pharmacist.request, team.pharmacist);
  await pharmacist.goto('/dashboard/pharmacy/profile');
  await expect(pharmacist.getByRole('heading', { name: team.pharmacy.name }).first()).toBeVisible();
  await expectNoAxeViolations(pharmacist);
  await pharmacist.goto('/dashboard/pharmacy/account?tab=team');
  await expect(pharmacist.getByText(team.pharmacist.email).first()).toBeVisible();
  await expectNoAxeViolations(pharmacist);
  await pharmacist.goto('/dashboard/shipper/list');
  await expect(pharmacist.getByText(team.shipper.lastName).first()).toBeVisible();
  await expectNoAxeViolations(pharmacist);

  const courier = await openPage();
  await signInViaApi(courier.request, team.shipper);
  await courier.goto('/dashboard/shipper/profile');
  await expect(courier.getByText(team.pharmacy.name).first()).toBeVisible();
  await expectNoAxeViolations(courier);
  await courier.goto('/dashboard/shipper/account?tab=courier');
  await expect(courier.getByRole('switch').first()).toBeVisible();
  await expectNoAxeViolations(courier);
});

test('a pharmacist invites a colleague whose pending account accepts from the e-mail and starts at once', async ({
  page,
  openPage,
}) => {
  const team = await createOrderTeam();
  const anonymous = await request.newContext({ baseURL: baseUrl() });
  const colleague = await createVerifiedAccount(anonymous, 'pharmacy');
  await anonymous.dispose();

  // The pharmacist invites the colleague's address from the team tab.
  await signInViaApi(page.request, team.pharmacist);
  await page.goto('/dashboard/pharmacy/account?tab=team');
  const inviteEmail = page.getByRole('textbox', { name: namePattern('people.pharmacies.team.inviteEmail') });
  // The page and its lazy chunks first (an action waits 10 s, an expectation 15 s).
  await expect(inviteEmail).toBeVisible();
  const invitedAt = Date.now();
  await inviteEmail.fill(colleague.email);
  await page.getByRole('button', { name: namePattern('people.pharmacies.team.invite') }).click();
  await expect(page.getByRole('list', { name: namePattern('people.pharmacies.team.pending') })).toContainText(colleague.email);
  await expectNoAxeViolations(page);

  // The colleague, signed in but still pending, opens the link of the e-mail and accepts on the waiting page.
  const link = findLink(await waitForMail(colleague.email, /join/i, { since: invitedAt }), '/auth/register');
  const colleaguePage = await openPage();
  await signInViaApi(colleaguePage.request, colleague);
  await colleaguePage.goto(`${link.pathname}${link.search}`);
  await expect(colleaguePage.getByText(namePattern('people.pharmacies.invitation.title')).first()).toBeVisible();
  await expectNoAxeViolations(colleaguePage);
  await colleaguePage.getByRole('button', { name: namePattern('people.pharmacies.invitation.accept') }).click();
  // Active and on the team: the waiting page gives way to the pharmacy's settings.
  await expect(colleaguePage.getByRole('heading', { level: 1, name: namePattern('auth.pending.title') })).toHaveCount(0);
  await colleaguePage.goto('/dashboard/pharmacy/profile');
  await expect(colleaguePage.getByRole('heading', { name: team.pharmacy.name }).first()).toBeVisible();
});
