import type { Language } from '@pharmacy/shared/languages';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role, AccountStatus } from '@pharmacy/shared/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createAccount } from '../modules/accounts/commands/register';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: AccountStatus;
  language: Language;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.pharmalink.be', firstName: 'Ada', lastName: 'Admin', role: 'admin', status: 'active', language: 'en' },
  { email: 'patient@demo.pharmalink.be', firstName: 'Louise', lastName: 'Peeters', role: 'customer', status: 'active', language: 'fr' },
  { email: 'pharmacist@demo.pharmalink.be', firstName: 'Jan', lastName: 'Janssens', role: 'pharmacy', status: 'active', language: 'nl' },
  { email: 'courier@demo.pharmalink.be', firstName: 'Karim', lastName: 'El Amrani', role: 'shipper', status: 'active', language: 'fr' },
  { email: 'courier2@demo.pharmalink.be', firstName: 'Lotte', lastName: 'Claes', role: 'shipper', status: 'active', language: 'nl' },
  { email: 'new-pharmacy@demo.pharmalink.be', firstName: 'Sofie', lastName: 'Maes', role: 'pharmacy', status: 'pending', language: 'nl' },
];

/**
 * Demo accounts on an empty database only. One random password per install, printed once in the log, so a demo
 * never ships a known password.
 */
export async function seedDemo(db: Db): Promise<{ password: string; emails: string[] } | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const password = `Demo-${randomBytes(6).toString('base64url')}1`;
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(db, { ...account, password, emailVerified: true });
  }
  return { password, emails: DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role}${a.status === 'pending' ? ', pending' : ''})`) };
}
