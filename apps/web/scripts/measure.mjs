// What the login page (`/`) costs on the wire: the entry chunk, its CSS, and the login route
// with every chunk it imports, as the brotli files the server sends. Writes bench/results.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(dep);
}
collect('index.html');
collect('src/features/auth/routes/login.tsx');
// The update prompt loads workbox-window as soon as the app starts: it counts too.
for (const key of manifest['index.html'].dynamicImports ?? []) if (/workbox/.test(key)) collect(key);

const size = (file) => {
  const br = join(dist, `${file}.br`);
  return existsSync(br) ? statSync(br).size : statSync(join(dist, file)).size;
};
let js = 0;
let css = 0;
const files = [];
for (const key of seen) {
  const entry = manifest[key];
  js += size(entry.file);
  files.push(`${entry.file} ${size(entry.file)}`);
  for (const sheet of entry.css ?? []) {
    css += size(sheet);
    files.push(`${sheet} ${size(sheet)}`);
  }
}
const kib = (n) => (n / 1024).toFixed(1);
const report = `login page on the wire (brotli): JS ${kib(js)} KiB, CSS ${kib(css)} KiB\n${files.join('\n')}\n`;
process.stdout.write(report);
const out = new URL('../../../bench/results/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'login-page-size.txt'), report);
