import { parseArgs } from 'node:util';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { emailSchema, passwordSchema } from '@pharmacy/shared/schemas/auth';
import { loadEnv } from '../env';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../seed/admin';

/** npm run admin:create -- --email a@b.be [--password …] [--first-name …] [--last-name …] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const env = loadEnv();
  let email = values.email ?? env.ADMIN_EMAIL;
  let password = values.password ?? env.ADMIN_PASSWORD;
  if ((!email || !password) && stdin.isTTY) {
    const rl = createInterface({ input: stdin, output: stdout });
    email ??= await rl.question('Admin e-mail: ');
    password ??= await rl.question('Admin password (8+ characters, hard to guess; a few unrelated words work well): ');
    rl.close();
  }
  const parsedEmail = emailSchema.safeParse(email);
  const parsedPassword = passwordSchema.safeParse(password);
  if (!parsedEmail.success || !parsedPassword.success) {
    console.error('Usage: npm run admin:create -- --email admin@example.be --password "Plum-harbour-glass-7"');
    if (!parsedEmail.success) console.error('  e-mail: not a valid address');
    if (!parsedPassword.success) console.error('  password: 8 to 128 characters, and not easy to guess');
    process.exit(2);
  }
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const result = await ensureAdmin(database.db, {
      email: parsedEmail.data,
      password: parsedPassword.data,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(result === 'created' ? `Admin ${parsedEmail.data} created.` : `An account ${parsedEmail.data} already exists; nothing changed.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
