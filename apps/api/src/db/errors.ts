/**
 * The database errors a use case turns into an answer, named here so no service knows a
 * dialect's codes (docs/decisions/019-who-owns-transactions.md).
 */
type DbError = { code?: string; message?: string } | null | undefined;

/**
 * Whether a write failed on a unique index, on PostgreSQL or SQLite: two requests racing for the
 * same e-mail or name meet here, and the loser gets the ordinary 409, never a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as DbError;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Whether the database refused a booking that overlaps another of its room: PostgreSQL's exclusion
 * constraint (23P01), or the SQLite trigger that raises `appointments_no_overlap` (migration
 * 20261121090000_initial).
 */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as DbError;
  return e?.code === '23P01' || /appointments_no_overlap/.test(e?.message ?? '');
}

/** Whether PostgreSQL broke a lock wait as a deadlock (40P01): the transaction may run again. */
export function isDeadlock(error: unknown): boolean {
  return (error as DbError)?.code === '40P01';
}

/** Whether PostgreSQL refused to serialise two transactions (40001): the transaction did nothing. */
export function isSerializationFailure(error: unknown): boolean {
  return (error as DbError)?.code === '40001';
}

/**
 * Whether the database could not be reached or dropped the connection mid-way (docs/decisions/
 * 022-riding-through-faults.md): PostgreSQL restarting, failing over, or ending backends
 * (57P01–57P03, class 08), a refused or cut connection, or a pool that could not connect in time.
 * The request is answered 503 `DATABASE_UNAVAILABLE`; nothing it wrote was committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as DbError;
  const code = e?.code ?? '';
  if (['57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) {
    return true;
  }
  return /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended unexpectedly/i.test(
    e?.message ?? '',
  );
}

/**
 * Whether the disk is full: SQLite's SQLITE_FULL (the file could not grow), PostgreSQL's
 * disk_full (53100). Reads still work; writes answer 503 `STORAGE_FULL` (docs/product.md#faults).
 */
export function isStorageFull(error: unknown): boolean {
  const e = error as DbError;
  return e?.code === 'SQLITE_FULL' || e?.code === '53100';
}
