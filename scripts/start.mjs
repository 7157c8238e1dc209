#!/usr/bin/env node
// `npm start`: build the web app if it has never been built, then run the server in the foreground.
// Signals are forwarded so Ctrl-C, `docker stop` and test teardowns shut the server down gracefully.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGINT', 'SIGTERM'];

/** Runs a child with inherited stdio, forwarding our signals to it; resolves with its exit status. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      // npm is npm.cmd on Windows, which only a shell can run.
      shell: process.platform === 'win32' && command === 'npm',
    });
    const forward = (signal) => child.kill(signal);
    for (const signal of SIGNALS) process.on(signal, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of SIGNALS) process.off(s, forward);
      resolve({ code, signal });
    });
  });
}

/** Exit as the child did: same code, or 128 + signal number when a signal ended it. */
function exitLike({ code, signal }) {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
}

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('start: apps/web/dist is missing, building the web app first (npm run build)');
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) exitLike(build);
}

exitLike(await run(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts']));
