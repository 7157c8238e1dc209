import { loadEnv } from './env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { seedDemo } from './seed/demo';
import { ensureAdmin } from './seed/admin';
import { seedDemoCatalogue } from './seed/catalogue-demo';
import { seedDemoPharmacies } from './seed/pharmacies-demo';
import { DEMO_DISCOUNT_CODE, seedDemoShop } from './seed/shop-demo';
import { catalogueIsEmpty } from './modules/catalogue/apply';
import { importCatalogue } from './modules/catalogue/import';
import { formatReport } from './modules/catalogue/import-report';
import { asyncStdout, loggerOptions } from './lib/logger-options';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env, database, logger: { ...loggerOptions(env.LOG_LEVEL), stream: asyncStdout() } });
  app.log.info(`database: ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}/db`}`);

  // Set when this start created the demo accounts (an empty database): the demo pharmacies follow below.
  let demoCreated = false;
  if (env.SEED_DEMO) {
    const demo = await seedDemo(database.db);
    if (demo) {
      demoCreated = true;
      app.log.info(`Demo accounts created (shown once), password for all: ${demo.password}\n  ${demo.emails.join('\n  ')}`);
    }
  }
  // After the demo: the demo seeds only an empty database, and the configured admin must not make it look used.
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    // The address is contact data: the log names the variable, not its value.
    app.log.info(`admin account (ADMIN_EMAIL): ${result}`);
  }
  // CATALOGUE_DIR fills an empty catalogue with the real export; without it, SEED_DEMO fills it with the demo list.
  // A failed import (folder or URL unreachable) is logged and the server still starts: the import is atomic, and
  // the next start tries again because the catalogue is still empty.
  if (env.CATALOGUE_DIR) {
    if (await catalogueIsEmpty(database.db)) {
      app.log.info(`Importing the medicine catalogue from ${env.CATALOGUE_DIR}…`);
      try {
        app.log.info(formatReport(await importCatalogue(database.db, env.CATALOGUE_DIR)));
      } catch (error) {
        app.log.error({ err: error }, `The catalogue import from ${env.CATALOGUE_DIR} failed; the catalogue is unchanged`);
      }
    }
  } else if (env.SEED_DEMO) {
    const catalogue = await seedDemoCatalogue(database.db);
    if (catalogue) {
      app.log.info(`Demo catalogue created: ${catalogue.medicines} medicines${catalogue.pharmacy ? `, stocked by ${catalogue.pharmacy}` : ''}`);
    }
  }
  if (demoCreated) {
    const demoPharmacies = await seedDemoPharmacies(database.db);
    if (demoPharmacies) {
      app.log.info(`Demo pharmacies: ${demoPharmacies.pharmacies.join(', ')}; demo shippers: ${demoPharmacies.shippers.join(', ')}`);
    }
    const demoShop = await seedDemoShop(database.db);
    if (demoShop) app.log.info(`Demo shop: ${demoShop.products} products of the demo pharmacy, discount code ${DEMO_DISCOUNT_CODE} (10 %)`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`PharmaLink is ready on ${env.APP_URL}`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || (error instanceof Error && error.message.startsWith('Invalid configuration'))) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
