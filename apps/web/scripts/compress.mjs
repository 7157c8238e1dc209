// Writes .br and .gz beside every compressible file of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|woff)$/;
let files = 0;
let raw = 0;
let br = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const data = readFileSync(path);
      if (data.length < 1024) continue;
      const brotli = brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      writeFileSync(`${path}.br`, brotli);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
      raw += data.length;
      br += brotli.length;
    }
  }
}

walk(dist);
console.log(`compressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
