/// <reference types="node" />
// Adds to dist/first-paint.json the frame the server draws into the page of `/home` and `/room`,
// rendered here with react-dom/server (docs/decisions/036-first-visit-rendering.md). Run after
// `vite build`, before compress.mjs; the folder is the argument, else the default build output.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstFrames } from '../src/app/first-frame.tsx';

const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const file = join(dist, 'first-paint.json');
const list = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { modules: string[]; frame?: string }>;
// A preload of a file the build did not write (a chunk of styles alone, whose empty script Vite
// drops) would cost a first visit a request for nothing.
for (const [path, need] of Object.entries(list))
  for (const href of need.modules)
    if (!existsSync(join(dist, href))) throw new Error(`first-frames: ${path} preloads ${href}, not in the build`);
for (const [path, frame] of Object.entries(firstFrames())) {
  const need = list[path];
  if (!need) throw new Error(`first-frames: ${path} is not in first-paint.json`);
  need.frame = frame;
}
writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
console.log(`first frames: ${Object.keys(firstFrames()).join(', ')}`);
