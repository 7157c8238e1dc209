import { loadEnv } from '../env';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { importCatalogue } from '../modules/catalogue/import';
import { formatReport } from '../modules/catalogue/import-report';
import { CatalogueSourceError } from '../modules/catalogue/bdpm-source';

const USAGE = 'Usage: npm run catalogue:import -- <folder|url> [--json]\n' +
  '  <folder>  a folder holding CIS_bdpm.txt, CIS_CIP_bdpm.txt, CIS_COMPO_bdpm.txt, CIS_CPD_bdpm.txt, CIS_GENER_bdpm.txt\n' +
  '  <url>     a base URL the five names are appended to (or with {file} where the name goes)\n' +
  '  --json    print the report as JSON\n' +
  'The database is the server’s (DATABASE_URL, or the PGlite folder in DATA_DIR; stop the server first for PGlite).';

/** npm run catalogue:import -- <dir|url>: one atomic import, then the report. Exit 1 when nothing was imported. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const sources = args.filter((a) => a !== '--json');
  if (sources.length !== 1 || sources[0] === '--help' || sources[0] === '-h') {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const report = await importCatalogue(database.db, sources[0], {
      onStep: (step) => {
        if (!json) process.stderr.write(`  … ${step}\n`);
      },
    });
    console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof CatalogueSourceError || error instanceof DataDirLockedError || (error instanceof Error && error.message.startsWith('Invalid configuration'));
  console.error(known ? error.message : error);
  console.error('The catalogue was not changed.');
  process.exit(1);
});
