import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The anonymisations' ledger (docs/operations.md#restore, docs/product.md#anonymize): a file
 * outside the database (ERASURE_LEDGER, beside the backups by default), one JSON line per person
 * anonymised — their id and when their row was created, never a personal value. A backup taken
 * before an anonymisation still holds the person; after a restore, each process re-applies the
 * ledger when it starts (and every hour with the retention check), so nobody anonymised comes
 * back. The row's `created_at` goes with the id: an id a restored database gives to someone new is
 * not that person.
 */
export type LedgerEntry = { user_id: number; created_at: string; anonymized_at: string };

/**
 * Appends one entry, flushed to disk, inside the anonymisation's transaction: if it cannot be
 * written, the anonymisation is refused (a 500, staff try again) rather than done unrecorded.
 */
export function recordInLedger(path: string, entry: LedgerEntry): void {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'a', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The entries of the ledger; none when there is no file yet. A line that is not an entry is skipped. */
export function readLedger(path: string): LedgerEntry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: LedgerEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const e = JSON.parse(line) as Partial<LedgerEntry>;
      if (typeof e.user_id === 'number' && typeof e.created_at === 'string' && typeof e.anonymized_at === 'string')
        entries.push(e as LedgerEntry);
    } catch {
      // A line cut by a crash mid-write: the entry after it is whole.
    }
  }
  return entries;
}
