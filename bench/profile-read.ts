// npm run bench:profile [-- --database=postgres://…] [--path=/api/health] [--as=admin|pharmacist|patient|courier] [--top=N]:
// where a signed-in read's CPU time goes.
// Starts the server with --cpu-prof on a fresh data folder (PGlite, or a fresh PostgreSQL database when --database
// names one), signs a demo person in (the patient unless --as names another), warms up, loads GET /api/me (or --path) with 10 connections for 5 s, stops the server
// and sorts the profile's busy time into parts (each sample goes to the nearest frame of a known part); --top=N also
// lists the N functions with the most own time.
// The figures and their reading are in docs/decisions/007-request-pipeline.md.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const path = process.argv.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? '/api/me';
const as = process.argv.find((a) => a.startsWith('--as='))?.slice('--as='.length) ?? 'patient';
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice('--top='.length) ?? 0);
const database = process.argv.find((a) => a.startsWith('--database='))?.slice('--database='.length);
const port = 34_000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dir = await mkdtemp(join(tmpdir(), 'pharmalink-profile-'));
const profiles = join(dir, 'profiles');

const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profiles}`, '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: join(dir, 'data'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
server.stdout.on('data', (c: Buffer) => (output += String(c)));
const deadline = Date.now() + 120_000;
while (!/ready on/.test(output)) {
  if (Date.now() > deadline || server.exitCode !== null)
    throw new Error(`the server did not start:\n${output.slice(-2000)}`);
  await new Promise((r) => setTimeout(r, 200));
}
const password = /password for all: ([^\\\s"]+)/.exec(output)?.[1];
if (!password) throw new Error('no demo password in the log: use an empty database');

const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: `${as}@demo.pharmalink.be`, password }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const load = (duration: number) =>
  autocannon({ url: `${base}${path}`, connections: 10, duration, headers: { cookie } });
await load(2);
await new Promise((r) => setTimeout(r, 1000));
const result = await load(5);
server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`);

const file = (await readdir(profiles)).filter((f) => f.endsWith('.cpuprofile')).sort()[0];
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string };
  children?: number[];
}
const profile = JSON.parse(await readFile(join(profiles, file!), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};
await rm(dir, { recursive: true, force: true });

const PARTS: [string, RegExp][] = [
  ['logging', /node_modules\/(pino|@pinojs|sonic-boom|pino-std-serializers)|logger-options|request-log/],
  ['database (engine, driver, drizzle)', /@electric-sql|wasm:|drizzle-orm|node_modules\/pg/],
  ['session lookup', /plugins\/session|repository\/profile|node:internal\/crypto/],
  ['security headers', /helmet|security-headers/],
  ['validation + serialisation (zod)', /node_modules\/zod|fastify-type-provider-zod/],
  ['route handlers', /apps\/server\/src\/modules/],
  ['other hooks (origin, no-store, input guards)', /apps\/server\/src\/plugins|@fastify\/rate-limit/],
  ['fastify core + router', /node_modules\/(fastify|find-my-way|avvio|@fastify)/],
  ['HTTP + sockets (node)', /node:_http|node:net|node:internal\/stream|stream_base/],
];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let clock = profile.startTime;
const times = profile.timeDeltas.map((d) => (clock += d));
const from = profile.endTime - 5_200_000; // the measured 5 s (and the stop)
const parts: Record<string, number> = {};
const selfTime = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const delta = profile.timeDeltas[i] ?? 0;
  const leaf = byId.get(id)!.callFrame.functionName;
  if (leaf === '(idle)') return;
  busy += delta;
  const frame = byId.get(id)!.callFrame;
  const where = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/^.*node_modules\//, '')}`;
  selfTime.set(where, (selfTime.get(where) ?? 0) + delta);
  let part: string | null = leaf === '(garbage collector)' ? 'garbage collection' : null;
  for (let node: number | undefined = id; !part && node !== undefined; node = parent.get(node)) {
    const url = byId.get(node)!.callFrame.url ?? '';
    part = PARTS.find(([, re]) => re.test(url))?.[0] ?? null;
  }
  part ??= 'other (node internals, microtasks)';
  parts[part] = (parts[part] ?? 0) + delta;
});
const requests = result.requests.total;
console.log(
  `GET ${path} on ${database ? 'PostgreSQL' : 'PGlite'}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(`${(busy / 1000 / requests).toFixed(3)} ms of CPU per request (${requests} requests):`);
for (const [name, us] of Object.entries(parts).sort((a, b) => b[1] - a[1])) {
  console.log(`  ${(us / 1000 / requests).toFixed(3)} ms  ${((100 * us) / busy).toFixed(1).padStart(4)} %  ${name}`);
}
if (top > 0) {
  console.log(`the ${top} functions with the most own time:`);
  for (const [where, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(us / 1000 / requests).toFixed(4)} ms  ${where}`);
  }
}
