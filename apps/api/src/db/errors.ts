/**
 * Whether a write failed on a unique index, on PostgreSQL or SQLite: two requests racing for the
 * same e-mail or name meet here, and the loser gets the ordinary 409, never a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
