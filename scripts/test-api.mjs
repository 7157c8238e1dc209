// npm run test:api: the API suite on the embedded engine (PGlite), then once more on PostgreSQL when
// TEST_DATABASE_URL names a server (each test file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n::: API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('PGlite', withoutServer);
if (TEST_DATABASE_URL) run('PostgreSQL', { ...process.env, TEST_DATABASE_URL });
