import { download } from '../../../../lib/api-client';

/**
 * GET /admin/reports/usage.csv?month=YYYY-MM, saved as the file the server names
 * (`uso-salas-2026-11.csv`).
 */
export async function downloadUsageCsv(month: string): Promise<void> {
  await download('getUsageCsv', `uso-${month}.csv`, { query: { month } });
}
