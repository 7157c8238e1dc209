// npm run dev: the API with reload on change (port 3000) and the Vite dev server with HMR (port 5173, proxies /api).
import { spawn } from 'node:child_process';

// The browser is on Vite's address: it is the public one (e-mail links, and the Origin that writes must carry).
const env = { ...process.env, APP_URL: process.env.APP_URL || 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
