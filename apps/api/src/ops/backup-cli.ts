import { ConfigError, loadConfig } from '../config.ts';
import { backup } from './backup.ts';

/** `npm run backup` — DATABASE_URL as the server reads it; BACKUP_DIR, default ./backups. */
try {
  const { DATABASE_URL } = loadConfig(process.env);
  const file = await backup(DATABASE_URL, process.env.BACKUP_DIR || './backups');
  console.warn(`Arena: backup written to ${file}`);
} catch (err) {
  console.error(
    `Arena: backup failed: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
