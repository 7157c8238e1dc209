/**
 * What the global setup hands to the test workers. The setup runs in the runner process and the
 * workers are started after it, so environment variables are the channel between them.
 */
export const ENV_BASE_URL = 'E2E_BASE_URL';
export const ENV_MAILBOX_DIR = 'E2E_MAILBOX_DIR';
export const ENV_SMTP_URL = 'E2E_SMTP_URL';
/** The token sync peer the app POSTs / DELETEs id tokens to (SPEC §7). */
export const ENV_SYNC_URL = 'E2E_SYNC_URL';

/** The admin the server creates at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN = { email: 'admin@e2e.example.com', password: 'E2e-admin-password-1' } as const;

/** Meets the password rule (8+ characters, zxcvbn score 3+ knowing the person: auth/password-strength.ts). */
export const DEFAULT_PASSWORD = 'Correct-horse-42';

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (global setup)`);
  return value;
}

export function baseUrl(): string {
  return requireEnv(ENV_BASE_URL);
}

export function mailboxDir(): string {
  return requireEnv(ENV_MAILBOX_DIR);
}
