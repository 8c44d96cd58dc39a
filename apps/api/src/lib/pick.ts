/** The fields of `row` that `patch` names: what a change replaced, the "before" of an audit entry. */
export function pick<T extends Record<string, unknown>>(
  row: T,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(patch)
      .filter((k) => k in row)
      .map((k) => [k, row[k]]),
  );
}
