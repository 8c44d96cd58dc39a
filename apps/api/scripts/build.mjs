// Bundles the server into apps/api/dist/server.js for `npm start` (decision 004): our TypeScript
// and @arena/shared's go inside the bundle; every npm package stays an import of node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        // A bare import (not ./, not /) is a package: keep it external, except our own workspace.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@arena/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
