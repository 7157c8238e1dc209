import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import zones and the process.env rule of eslint.config.js, run on deliberate violations: each must fail
// with its zone's message, and allowed imports must pass (a resolver that resolves nothing would pass everything).
const root = path.resolve(import.meta.dirname, '../../../..');
const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server/src');

/** A module that exists in `folder` today, as an import specifier from `fromFile` (files are being moved around). */
function moduleIn(folder: string, fromFile: string): string {
  const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  const file = entries.find(
    (entry) => entry.isFile() && /^[^.]+\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
  );
  if (!file) throw new Error(`no module in ${folder}`);
  const specifier = path.relative(path.dirname(fromFile), path.join(file.parentPath, file.name)).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

// Two features that exist today, whatever their names become.
const [feature, otherFeature] = readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(web, 'features', entry.name));

let eslint: ESLint;
beforeAll(async () => {
  // no-unresolved on top of the real config: the allowed cases also prove the resolver finds every import.
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: { files: ['apps/*/src/**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
  });
  // The first run loads the parser and the resolver: over 10 s on a loaded machine, so in the hook's longer time.
  await eslint.lintText("import '@pharmacy/shared/roles';\n", { filePath: path.join(server, 'modules/warm-up.ts') });
});

async function lintMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

async function importMessages(filePath: string, folder: string): Promise<string[]> {
  return lintMessages(filePath, `import '${moduleIn(folder, filePath)}';\n`);
}

describe('web import zones', () => {
  it('refuses a shared component importing a feature', async () => {
    const file = path.join(web, 'components/nav/zone-probe.tsx');
    const messages = await importMessages(file, feature);
    expect(messages).toEqual([expect.stringContaining('Shared components never import a feature')]);
  });

  it('refuses a feature importing another feature, from the feature root and from deep inside it', async () => {
    const shallow = path.join(feature, 'zone-probe.ts');
    const deep = path.join(feature, 'components/nested/zone-probe.tsx');
    for (const file of [shallow, deep]) {
      const messages = await importMessages(file, otherFeature);
      expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
    }
  });

  it('refuses lib/ importing a feature', async () => {
    const file = path.join(web, 'lib/zone-probe.ts');
    const messages = await importMessages(file, feature);
    expect(messages).toEqual([expect.stringContaining('lib/ never imports a feature')]);
  });

  it('lets a feature import itself, shared components, lib/, config/ and @pharmacy/shared', async () => {
    const file = path.join(feature, 'components/nested/zone-probe.tsx');
    const folders = [feature, ...['components', 'lib', 'config'].map((folder) => path.join(web, folder))];
    const allowed = folders.map((folder) => moduleIn(folder, file));
    const code = [...allowed, '@pharmacy/shared/roles'].map((specifier) => `import '${specifier}';`).join('\n');
    expect(await lintMessages(file, `${code}\n`)).toEqual([]);
  });
});

describe('server import zones', () => {
  it('refuses db/ importing a module', async () => {
    const file = path.join(server, 'db/zone-probe.ts');
    const messages = await importMessages(file, path.join(server, 'modules'));
    expect(messages).toEqual([expect.stringContaining('The database layer never imports a module')]);
  });

  it('refuses lib/ importing a module', async () => {
    const file = path.join(server, 'lib/zone-probe.ts');
    const messages = await importMessages(file, path.join(server, 'modules'));
    expect(messages).toEqual([expect.stringContaining('Server lib/ never imports a module')]);
  });

  it('lets a module import db/ and lib/', async () => {
    const file = path.join(server, 'modules/orders/zone-probe.ts');
    const code = ['db', 'lib'].map((folder) => `import '${moduleIn(path.join(server, folder), file)}';`).join('\n');
    expect(await lintMessages(file, `${code}\n`)).toEqual([]);
  });
});

describe('process.env', () => {
  const read = 'export const port = process.env.PORT;\n';
  const envRule = 'Read settings from apps/server/src/env.ts';

  it('is refused in product code, read directly, destructured or imported', async () => {
    const file = path.join(server, 'modules/orders/zone-probe.ts');
    expect(await lintMessages(file, read)).toEqual([expect.stringContaining(envRule)]);
    expect(await lintMessages(file, 'const { env } = process;\nexport const port = env.PORT;\n')).toEqual([
      expect.stringContaining(envRule),
    ]);
    expect(await lintMessages(file, "import { env } from 'node:process';\nexport const port = env.PORT;\n")).toEqual([
      expect.stringContaining(envRule),
    ]);
  });

  it('is allowed in env.ts, in tests and in test helpers', async () => {
    for (const file of ['env.ts', 'modules/orders/zone-probe.test.ts', 'test/zone-probe.ts']) {
      expect(await lintMessages(path.join(server, file), read)).toEqual([]);
    }
  });
});
