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
