import { isStrongEnough } from '@arena/shared/rules/password';
import { ConfigError, loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { setStaffPassword } from './staff-password.ts';

/**
 * `npm run staff:password -- <e-mail>` — the new password comes from STAFF_PASSWORD, or from
 * standard input (so it stays out of the shell's history), on the database of DATABASE_URL.
 */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.warn('Nova senha (termine com Enter e Ctrl-D):');
  let data = '';
  for await (const chunk of process.stdin) data += String(chunk);
  return data.replace(/\r?\n$/, '');
}

try {
  const email = (process.argv[2] ?? '').trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('usage: npm run staff:password -- <e-mail>');
  const password = process.env.STAFF_PASSWORD ?? (await readStdin());
  if (!isStrongEnough(password)) throw new Error('the password needs at least 6 characters with a letter and a digit');
  const { DATABASE_URL } = loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const { db } = await connect(DATABASE_URL);
  await migrateToLatest(db as never);
  const done = await setStaffPassword(db, email, password, new Date().toISOString());
  await db.destroy();
  console.warn(
    `Arena: staff account ${email} ${done === 'created' ? 'created' : 'password reset; its sessions ended'}`,
  );
} catch (err) {
  console.error(`Arena: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
