/**
 * The audit log's query key. Every staff change writes to the log, so the members and inbox
 * areas mark it stale after theirs; it lives here so they need not reach into the audit area.
 */
export const auditKey = ['admin', 'audit'] as const;
