import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartAppOptions {
  port: number;
  /** Added to (and overriding) the inherited environment. */
  env: Record<string, string>;
  /** stdout and stderr of the product go here, so the console stays readable. */
  logFile: string;
  /** The first start may build the web app (scripts/start.mjs), hence the generous default. */
  timeoutMs?: number;
}

export interface AppProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function logTail(logFile: string, lines = 40): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number, logFile: string): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app exited (${child.exitCode ?? child.signalCode}) before answering:\n${await logTail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The app did not answer ${url}/api/health in time:\n${await logTail(logFile)}`);
}

/** Starts the product the way a user does (`npm start` = node scripts/start.mjs) and waits for health. */
export async function startApp(options: StartAppOptions): Promise<AppProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), APP_URL: url };
  // A DATABASE_URL from the caller's shell must not point a test run at a real database.
  delete env.DATABASE_URL;
  Object.assign(env, options.env);

  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: if the graceful stop hangs, the whole tree (start.mjs, build, server) is killed.
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // start.mjs forwards it to the server, which shuts down gracefully
      await Promise.race([exited(child), sleep(10_000)]);
    }
    try {
      // Whatever is left of the group (nothing after a clean stop) is killed.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is already gone
    }
    await exited(child);
    log.end();
  };

  try {
    await waitForHealth(url, child, Date.now() + (options.timeoutMs ?? 240_000), options.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}
