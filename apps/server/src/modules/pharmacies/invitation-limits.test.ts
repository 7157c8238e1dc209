import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { INVITATIONS_PER_DAY } from './invitation-limits';
import { approvedAccount, createPharmacyAs, linkStaff, requester, signInNewAdmin, type Person } from '../../test/fixtures';

let t: TestApp;
let call: ReturnType<typeof requester>;
let admin: string;
let pharmacy: string;
let other: string;
let staff: Person;
let colleague: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  admin = await signInNewAdmin(t);
  [staff, colleague] = [await approvedAccount(t, admin, 'pharmacy'), await approvedAccount(t, admin, 'pharmacy')];
  pharmacy = await createPharmacyAs(t, admin, { name: 'Pharmacie Bavarde', code: 'BE-LIM-1' });
  other = await createPharmacyAs(t, admin, { name: 'Pharmacie Voisine', code: 'BE-LIM-2' });
  await linkStaff(t, admin, pharmacy, staff.uid);
  await linkStaff(t, admin, pharmacy, colleague.uid);
  await linkStaff(t, admin, other, staff.uid);
});
afterAll(async () => t.close());

const invite = (pharmacyId: string, cookie: string) =>
  call('POST', `/api/pharmacies/${pharmacyId}/invitations`, cookie, { email: uniqueEmail('invitee') });

describe('invitation limits (platform-branded e-mails to any address)', () => {
  it(`a pharmacy sends ${INVITATIONS_PER_DAY} a day, whoever of its staff sends them; the sender is limited across pharmacies too`, async () => {
    for (let i = 0; i < INVITATIONS_PER_DAY; i++) {
      const res = await invite(pharmacy, i % 2 === 0 ? staff.cookie : colleague.cookie);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await invite(pharmacy, colleague.cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/too many invitations today.*try again in \d+ seconds/) });

    // Half of the pharmacy's invitations were the staff member's: ten more from another pharmacy reach their own limit.
    for (let i = 0; i < INVITATIONS_PER_DAY / 2; i++) expect((await invite(other, staff.cookie)).statusCode).toBe(201);
    const sender = await invite(other, staff.cookie);
    expect(sender.statusCode).toBe(429);
    expect(sender.json().code).toBe('RATE_LIMITED');

    // An admin (the platform's operator) still invites for the pharmacy its staff can no longer invite for.
    const byAdmin = await invite(pharmacy, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });
});
