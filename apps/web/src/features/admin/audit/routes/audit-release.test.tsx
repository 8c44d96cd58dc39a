import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import AuditRoute from './audit';

/** The server's own release of a booking nobody checked in (docs/product.md#checkin) has no actor. */
describe('the audit log of a released booking', () => {
  it('names the release and says the server did it, not a removed account', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/audit', () =>
        HttpResponse.json([
          {
            id: 8,
            actor: null,
            system: true,
            action: 'appointment.release',
            target: 'appointment:5',
            target_label: 'Sala 10 · 24/11/2026 09:00 · Ana Souza',
            before: { released_at: null, cancelled_at: null },
            after: { released_at: '2026-11-24T12:15:00.000Z', cancelled_at: '2026-11-24T12:15:00.000Z' },
            created_at: '2026-11-24T12:15:00.000Z',
          },
        ]),
      ),
    );
    renderApp(<AuditRoute />, { path: paths.adminAudit, user: staff });
    expect(await screen.findByRole('heading', { name: /Liberou reserva por ausência/ })).toBeInTheDocument();
    expect(screen.getByText(auditLogStaffWords.inboxAuditSystem)).toBeInTheDocument();
    expect(screen.queryByText(auditLogStaffWords.inboxAuditActorGone)).not.toBeInTheDocument();
  });
});
