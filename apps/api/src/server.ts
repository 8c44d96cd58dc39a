import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { noStaffNotice } from './ops/seed.ts';

/** Starts the server on PORT/HOST and closes it cleanly on SIGINT/SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Arena: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Stop accepting and let the requests in flight finish (docs/operations.md §6). A client may keep a
      // connection busy past that: after three seconds the open connections are closed, and
      // after ten the process gives up waiting altogether.
      const grace = setTimeout(() => {
        app.log.warn('closing the connections still open');
        app.server.closeAllConnections();
      }, 3_000);
      const timer = setTimeout(() => process.exit(1), 10_000);
      grace.unref();
      timer.unref();
      await app.close();
      process.exit(0);
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // Plain lines, not a log record: a newcomer running `npm start` reads them (docs/product.md#first-start).
  const notice = await noStaffNotice(app.db);
  if (notice) console.warn(notice);
}

main().catch((err) => {
  console.error(`Arena: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
