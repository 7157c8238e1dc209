import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The server process writes its log asynchronously (lib/logger-options.ts asyncStdout): the "ready" line must still
 * arrive while the server runs (scripts and the e2e tests wait for it), and the last lines before an exit are not lost.
 */
describe('the server process log', () => {
  it('prints the ready line at once and the shutdown line before exiting', { timeout: 90_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pharmacy-server-log-'));
    const port = 35_000 + Math.floor(Math.random() * 1000);
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: join(dir, 'data'), SEED_DEMO: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!out.includes('ready on')) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ready line:\n${out.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // A request's access line, then the stop: both must be written before the process ends.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
      expect(lines.some((l) => l.msg === 'request completed' && l.req?.url === '/api/health')).toBe(true);
      expect(lines.at(-1)?.msg).toBe('SIGTERM: shutting down');
    } finally {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
