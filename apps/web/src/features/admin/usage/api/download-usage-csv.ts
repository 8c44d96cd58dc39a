import { messages } from '@arena/shared/messages';
import { API_BASE, ApiError } from '../../../../lib/api-client';
import { sessionStore } from '../../../../lib/session';

/**
 * GET /admin/reports/usage.csv?month=YYYY-MM, saved as the file the server names
 * (`uso-salas-2026-11.csv`). A plain link cannot carry the bearer token, so the file is fetched
 * and handed to the browser as a download.
 */
export async function downloadUsageCsv(month: string): Promise<void> {
  const token = sessionStore.get()?.token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/reports/usage.csv?month=${month}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(res.status, body.message || messages.serverError, body.code ?? '');
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `uso-${month}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
