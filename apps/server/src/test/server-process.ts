import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/*
 * Test-only: the real server (server.ts) as a child process, started as `npm start` starts it, for tests that need
 * what inject() cannot give: a process that dies.
 */

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

/** A port nobody listens on now (the OS picks it; the short race before the server binds it is acceptable in tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** What the server printed so far, for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server and resolves once GET /api/health answers; rejects if it exits or stays silent for `timeoutMs`. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', APP_URL: url, ...env },
  });
  let text = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (text += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (text += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = { child, url, output: () => text, exited };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting:\n${text}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${text}`);
}

/** Kills it (SIGKILL unless told otherwise) and waits until it is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
