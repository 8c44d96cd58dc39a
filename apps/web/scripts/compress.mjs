// Pre-compresses the build (brotli and gzip) so the server sends the smaller file without
// compressing on every request (@fastify/static's preCompressed option serves them).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The folder to compress: the argument, else the default build output.
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const wanted = /\.(js|css|html|svg|webmanifest|json|txt)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(dist).filter((f) => wanted.test(f))) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files (br, gz)`);
