// Bundles the server into apps/api/dist/server.js for `npm start` (decisions 004 and 017): our
// TypeScript, @arena/shared's and the pure-JavaScript packages go inside the bundle, so a start
// reads one file instead of about 1,400. What stays an import of node_modules: native addons,
// packages loaded only when configured (decision 004), and those that read files of their own
// folder at run time.
import { build } from 'esbuild';

const EXTERNAL = new RegExp(
  `^(${[
    'node:', // Node's own modules
    'better-sqlite3', // native addons
    '@node-rs/argon2',
    'pg', // loaded only when configured (decision 004)
    'ioredis',
    'nodemailer',
    'date-holidays',
    '@fastify/swagger-ui', // serve or read files beside their code
    '@fastify/static',
    'pino', // may start worker threads from files of its own
    'thread-stream',
  ].join('|')})(/|$)`,
);

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Bundled CommonJS packages still call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __arenaRequire } from 'node:module'; const require = __arenaRequire(import.meta.url);",
  },
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
});
